import jax.numpy as jnp


def observed_mask(data):
    """1 where a (sequence, position) entry holds data, 0 where the whole feature vector is zero padding."""
    return jnp.where(data.any(axis=2), 1.0, 0.0)
