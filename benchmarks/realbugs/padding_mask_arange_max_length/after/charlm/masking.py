import jax.numpy as jnp


def length_mask(lengths, max_len):
    """[batch, max_len] mask that is True on the real (unpadded) positions."""
    positions = jnp.arange(max_len)
    return positions[None, :] < lengths[:, None]
