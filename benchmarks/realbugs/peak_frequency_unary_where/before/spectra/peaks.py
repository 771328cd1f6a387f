"""Locating spectral peaks."""
import jax.numpy as jnp


def peak_index(power):
    (indices,) = jnp.where(power == jnp.max(power))  # expect: JXL106
    return indices[0]
