import jax.numpy as jnp
import numpy as np


def waiting_time(total_propensity):
    return np.random.exponential() / total_propensity  # expect: JXL402


def choose_reaction(propensities):
    u = np.random.uniform()  # expect: JXL402
    return jnp.searchsorted(jnp.cumsum(propensities) / jnp.sum(propensities), u)
