import jax
import jax.numpy as jnp

from tables import WEIGHTS


class Mixture:
    def __init__(self, weights):
        self.weights = weights

    def normalized(self):
        total = jnp.sum(self.weights)
        if total != 1.0:  # expect: JXL101
            return self.weights / total
        return self.weights


mixture = Mixture(WEIGHTS)


@jax.jit
def mixture_log_prob(component_log_probs):
    return jax.nn.logsumexp(component_log_probs + jnp.log(mixture.normalized()), axis=-1)
