import jax.numpy as jnp


def decaying_density(g_max, distance, length_constant=200.0):
    """Channel density that falls off with the distance from the soma."""
    return g_max * jnp.exp(-distance / length_constant)
