import jax
import jax.numpy as jnp


def add_sensor_noise(images, sigma, key):
    """Gaussian read noise, kept inside the valid intensity range."""
    noise = sigma * jax.random.normal(key, images.shape)
    return jnp.clip(images + noise, 0.0, 1.0)
