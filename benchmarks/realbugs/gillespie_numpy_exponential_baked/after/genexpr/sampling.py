import jax
import jax.numpy as jnp


def waiting_time(key, total_propensity):
    return jax.random.exponential(key) / total_propensity


def choose_reaction(key, propensities):
    return jax.random.choice(key, propensities.shape[0], p=propensities / jnp.sum(propensities))
