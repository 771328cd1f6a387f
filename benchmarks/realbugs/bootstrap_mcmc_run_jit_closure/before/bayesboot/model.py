import jax.numpy as jnp


def log_posterior(theta, data):
    x, y = data
    intercept, slope = theta[0], theta[1]
    residual = y - (intercept + slope * x)
    return -0.5 * jnp.sum(residual ** 2) / 0.25 - 0.5 * jnp.sum(theta ** 2) / 100.0
