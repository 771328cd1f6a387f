import jax.numpy as jnp


def gaussian_blur_matrix(n, width=3.0):
    """Row-normalised Gaussian point-spread matrix of a 1D signal of n samples."""
    idx = jnp.arange(n)
    kernel = jnp.exp(-0.5 * ((idx[:, None] - idx[None, :]) / width) ** 2)
    return kernel / kernel.sum(axis=1, keepdims=True)


def largest_singular_value(a):
    return jnp.linalg.norm(a, ord=2)
