import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class AugmentConfig:
    """Which augmentations a train step applies; static configuration, hashed and compared by value."""

    flip: bool
    noise_std: float


def augment(images, key, config):
    flip_key, noise_key = jax.random.split(key)
    if config.flip:
        flip = jax.random.bernoulli(flip_key, 0.5, (images.shape[0], 1, 1, 1))
        images = jnp.where(flip, images[:, :, ::-1], images)
    if config.noise_std > 0:
        images = images + config.noise_std * jax.random.normal(noise_key, images.shape)
    return images
