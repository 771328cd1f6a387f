import jax
import jax.numpy as jnp


class GaussianNoise:
    """Corrupts clean images with pixel noise, keeping them in the valid [0, 1] range."""

    def __init__(self, scale):
        self.scale = scale

    def __call__(self, key, images):
        noise = self.scale * jax.random.normal(key, images.shape)
        return jnp.clip(images + noise, 0.0, 1.0)
