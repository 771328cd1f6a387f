import jax.numpy as jnp


def gaussian_kernel(sigma):
    """Normalised Gaussian on a (2N+1)^2 grid with N = 1 + int(5 sigma), as asmooth builds it."""
    half = 1 + jnp.floor(5.0 * sigma).astype(jnp.int32)
    offsets = jnp.arange(-half, half + 1)  # expect: JXL106
    profile = jnp.exp(-0.5 * (offsets / sigma) ** 2)
    kernel = jnp.outer(profile, profile)
    return kernel / kernel.sum()
