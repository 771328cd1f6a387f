import jax
import jax.numpy as jnp
import numpy as np


class Dropout:
    def __init__(self, rate, key):
        self.rate = rate
        self.key = key

    def __call__(self, x):
        keep = jax.random.bernoulli(self.key, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)


def seed_from_host():
    return jax.random.PRNGKey(np.random.randint(2 ** 31 - 1))
