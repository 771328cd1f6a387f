import jax
import jax.numpy as jnp


class Normalize:
    def __init__(self, mean, std):
        self.mean = mean
        self.std = std

    def __call__(self, image, key):
        return (image - self.mean) / self.std


class RandomHorizontalFlip:
    """Mirrors the image along its last axis with probability p."""

    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image, key):
        flip = jax.random.uniform(key) < self.p
        return jnp.where(flip, image[..., ::-1], image)


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, image, key):
        for transform, transform_key in zip(self.transforms, jax.random.split(key, len(self.transforms))):
            image = transform(image, transform_key)
        return image


def default_train_transform():
    return Compose([RandomHorizontalFlip(p=0.5), Normalize(mean=jnp.float32(0.5), std=jnp.float32(0.25))])
