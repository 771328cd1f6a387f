import jax.numpy as jnp


def gaussian_kernel(sigma, max_sigma=3.0):
    """Normalised Gaussian on a (2N+1)^2 grid, N = 1 + int(5 max_sigma) fixed for any sigma up to max_sigma."""
    half = 1 + int(5.0 * max_sigma)
    offsets = jnp.arange(-half, half + 1)
    profile = jnp.exp(-0.5 * (offsets / sigma) ** 2)
    kernel = jnp.outer(profile, profile)
    return kernel / kernel.sum()
