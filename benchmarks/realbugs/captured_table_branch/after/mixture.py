import jax
import jax.numpy as jnp

from tables import WEIGHTS


class Mixture:
    def __init__(self, weights):
        self.weights = weights

    def normalized(self):
        return self.weights / jnp.sum(self.weights)


mixture = Mixture(WEIGHTS)


@jax.jit
def mixture_log_prob(component_log_probs):
    return jax.nn.logsumexp(component_log_probs + jnp.log(mixture.normalized()), axis=-1)
