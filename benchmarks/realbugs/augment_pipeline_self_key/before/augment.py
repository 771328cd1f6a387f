import jax
import jax.numpy as jnp


class RandomFlip:
    def __init__(self, seed=0, p=0.5):
        self.key = jax.random.PRNGKey(seed)
        self.p = p

    def next_key(self):
        self.key, subkey = jax.random.split(self.key)  # expect: JXL202
        return subkey

    def __call__(self, images):
        flip = jax.random.bernoulli(self.next_key(), self.p, (images.shape[0], 1, 1))
        return jnp.where(flip, images[:, :, ::-1], images)


class Pipeline:
    def __init__(self, *transforms):
        self.transforms = transforms

    def __call__(self, images):
        for transform in self.transforms:
            images = transform(images)
        return images
