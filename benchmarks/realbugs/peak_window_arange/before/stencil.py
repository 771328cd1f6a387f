import jax.numpy as jnp


def window(signal, center, half_width):
    idx = jnp.arange(center - half_width, center + half_width + 1)  # expect: JXL106
    return signal[jnp.clip(idx, 0, signal.shape[0] - 1)]
