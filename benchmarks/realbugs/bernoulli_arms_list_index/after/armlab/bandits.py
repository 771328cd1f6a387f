import jax
import jax.numpy as jnp


class BernoulliBandit:
    """Each arm pays 1 with its own success probability."""

    def __init__(self, success_probs):
        self.success_probs = jnp.asarray(success_probs)

    @property
    def num_arms(self):
        return self.success_probs.shape[0]

    def pull(self, key, arm):
        p = self.success_probs[arm]
        return jax.random.bernoulli(key, p).astype("float32")
