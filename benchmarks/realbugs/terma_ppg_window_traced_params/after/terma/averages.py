import jax.numpy as jnp


def moving_average(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="same")
