import jax.numpy as jnp


def gaussian_blur_matrix(n, width):
    """A[i, j] proportional to exp(-(i - j)^2 / (2 width^2)), rows normalised: a 1-D out-of-focus blur."""
    i = jnp.arange(n)
    A = jnp.exp(-((i[:, None] - i[None, :]) ** 2) / (2.0 * width**2))
    return A / jnp.sum(A, axis=1, keepdims=True)


def piecewise_signal(n):
    x = jnp.linspace(0.0, 1.0, n)
    return jnp.where((x > 0.2) & (x < 0.45), 1.0, 0.0) + jnp.where(x > 0.6, 0.5 * jnp.sin(6 * jnp.pi * x), 0.0)
