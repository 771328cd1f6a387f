import jax.numpy as jnp


def gaussian_nll(params, x):
    mean, log_width = params
    width = jnp.exp(log_width)
    return jnp.sum(0.5 * ((x - mean) / width) ** 2 + log_width)
