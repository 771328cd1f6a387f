import jax.numpy as jnp


def prefix_mask(length, n_valid):
    return jnp.arange(length) < n_valid
