import jax
import jax.numpy as jnp


class HorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, key, image):
        flip = jax.random.uniform(key) < self.p
        return jnp.where(flip, image[:, ::-1, :], image)


class ChannelGain:
    """Colour jitter: each RGB channel scaled by its own random gain."""

    def __init__(self, strength=0.2):
        self.strength = strength

    def __call__(self, key, image):
        gains = jax.random.uniform(key, (3,), minval=1.0 - self.strength, maxval=1.0 + self.strength)
        for channel in range(3):
            image[..., channel] = image[..., channel] * gains[channel]  # expect: JXL301
        return image


class Brightness:
    def __init__(self, delta=0.1):
        self.delta = delta

    def __call__(self, key, image):
        return jnp.clip(image + jax.random.uniform(key, minval=-self.delta, maxval=self.delta), 0.0, 1.0)
