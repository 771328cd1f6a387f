"""Image operations used by the augmentation pipeline (images are HWC float arrays)."""

import jax
import jax.numpy as jnp


def pad_and_random_crop(key, image, pad):
    """Reflect-pad by `pad` pixels and cut a window of the original size at a random offset."""
    height, width, channels = image.shape
    padded = jnp.pad(image, ((pad, pad), (pad, pad), (0, 0)), mode="reflect")
    top, left = jax.random.randint(key, (2,), 0, 2 * pad + 1)
    return jax.lax.dynamic_slice(padded, (top, left, 0), (height, width, channels))


def random_hflip(key, image):
    return jnp.where(jax.random.bernoulli(key), image[:, ::-1, :], image)
