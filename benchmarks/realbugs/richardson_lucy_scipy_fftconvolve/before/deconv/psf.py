import jax.numpy as jnp


def gaussian_psf(sigma, radius=None):
    radius = radius or int(3 * sigma + 1)
    x = jnp.arange(-radius, radius + 1)
    kernel = jnp.exp(-0.5 * (x[:, None] ** 2 + x[None, :] ** 2) / sigma ** 2)
    return kernel / kernel.sum()
