import jax
import jax.numpy as jnp


class RandomFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, key, images):
        flip = jax.random.bernoulli(key, self.p, (images.shape[0], 1, 1))
        return jnp.where(flip, images[:, :, ::-1], images)


class Pipeline:
    def __init__(self, *transforms):
        self.transforms = transforms

    def __call__(self, key, images):
        for transform, subkey in zip(self.transforms, jax.random.split(key, len(self.transforms))):
            images = transform(subkey, images)
        return images
