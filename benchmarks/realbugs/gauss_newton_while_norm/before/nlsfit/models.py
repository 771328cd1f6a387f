import jax.numpy as jnp


def gaussian(params, x):
    amplitude, mean, width = params
    return amplitude * jnp.exp(-0.5 * ((x - mean) / width) ** 2)


def gaussian_residuals(params, x, y):
    return gaussian(params, x) - y
