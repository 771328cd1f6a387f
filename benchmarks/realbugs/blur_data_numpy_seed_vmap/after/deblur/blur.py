import jax
import jax.numpy as jnp


def gaussian_psf(size: int = 7, sigma: float = 1.5):
    ax = jnp.arange(size) - (size - 1) / 2
    kernel = jnp.exp(-0.5 * (ax[:, None] ** 2 + ax[None, :] ** 2) / sigma ** 2)
    return kernel / kernel.sum()


def blur(image, psf, noise_level, key):
    blurred = jax.scipy.signal.convolve2d(image, psf, mode="same")
    return blurred + noise_level * jax.random.normal(key, image.shape)
