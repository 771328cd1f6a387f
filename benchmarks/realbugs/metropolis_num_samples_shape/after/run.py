import jax.numpy as jnp
from jax import random

from sampler import sample


def run(n_samps=10, dim=3, seed=1):
    key = random.PRNGKey(seed)
    return sample(key, n_samps, jnp.zeros(dim))
