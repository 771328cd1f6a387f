import random

import jax.numpy as jnp


class Normalize:
    def __init__(self, mean, std):
        self.mean = mean
        self.std = std

    def __call__(self, image):
        return (image - self.mean) / self.std


class RandomHorizontalFlip:
    """Mirrors the image along its last axis with probability p."""

    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image):
        if random.random() < self.p:  # expect: JXL402
            return image[..., ::-1]
        return image


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, image):
        for transform in self.transforms:
            image = transform(image)
        return image


def default_train_transform():
    return Compose([RandomHorizontalFlip(p=0.5), Normalize(mean=jnp.float32(0.5), std=jnp.float32(0.25))])
