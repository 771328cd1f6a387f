import jax
import jax.numpy as jnp


class AugmentConfig:
    """Which augmentations a train step applies; read as static configuration by the jitted step."""

    def __init__(self, flip, noise_std):
        self.flip = flip
        self.noise_std = noise_std


def augment(images, key, config):
    flip_key, noise_key = jax.random.split(key)
    if config.flip:
        flip = jax.random.bernoulli(flip_key, 0.5, (images.shape[0], 1, 1, 1))
        images = jnp.where(flip, images[:, :, ::-1], images)
    if config.noise_std > 0:
        images = images + config.noise_std * jax.random.normal(noise_key, images.shape)
    return images
