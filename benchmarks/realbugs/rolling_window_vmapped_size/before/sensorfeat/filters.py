import jax.numpy as jnp


def rolling_mean(signal, window):
    kernel = jnp.ones(window) / window  # expect: JXL106
    return jnp.convolve(signal, kernel, mode="same")


def detrend(signal, window):
    return signal - rolling_mean(signal, window)
