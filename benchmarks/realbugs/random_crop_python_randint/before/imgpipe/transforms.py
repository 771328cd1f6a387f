import random

import jax
import jax.numpy as jnp


class RandomCrop:
    """Pads an HWC image by `padding` pixels and crops a `size` x `size` window at a random offset."""

    def __init__(self, size, padding):
        self.size = size
        self.padding = padding

    def __call__(self, image):
        pad = self.padding
        padded = jnp.pad(image, ((pad, pad), (pad, pad), (0, 0)), mode="reflect")
        top = random.randint(0, 2 * pad)  # expect: JXL402
        left = random.randint(0, 2 * pad)  # expect: JXL402
        return jax.lax.dynamic_slice(padded, (top, left, 0), (self.size, self.size, image.shape[2]))


class HorizontalFlip:
    def __call__(self, image):
        return image[:, ::-1, :]
