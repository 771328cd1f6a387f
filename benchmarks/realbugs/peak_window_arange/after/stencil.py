import jax.numpy as jnp


def window(signal, center, half_width):
    # A static-length range shifted by the traced center.
    idx = jnp.arange(-half_width, half_width + 1) + center
    return signal[jnp.clip(idx, 0, signal.shape[0] - 1)]
