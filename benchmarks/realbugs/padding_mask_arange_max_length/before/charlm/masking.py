import jax.numpy as jnp


def length_mask(lengths):
    """[batch, max_len] mask that is True on the real (unpadded) positions."""
    positions = jnp.arange(lengths.max())  # expect: JXL106
    return positions[None, :] < lengths[:, None]
