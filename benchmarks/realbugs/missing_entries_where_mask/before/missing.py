import jax.numpy as jnp


def observed_mask(data):
    """1 where a (sequence, position) entry holds data, 0 where the whole feature vector is zero padding."""
    rows, cols = jnp.where(~data.any(axis=2))  # expect: JXL106
    mask = jnp.ones(data.shape[:2])
    return mask.at[rows, cols].set(0)
