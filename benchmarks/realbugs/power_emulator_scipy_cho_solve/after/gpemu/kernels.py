import jax.numpy as jnp


def rbf(x1, x2, lengthscales, amplitude):
    scaled = (x1[:, None, :] - x2[None, :, :]) / lengthscales
    return amplitude * jnp.exp(-0.5 * jnp.sum(scaled ** 2, axis=-1))
