"""Locating spectral peaks."""
import jax.numpy as jnp


def peak_index(power):
    return jnp.unravel_index(jnp.argmax(power.ravel()), power.shape)[0]
