import jax
import jax.numpy as jnp

from augment import Pipeline, RandomFlip


class Loader:
    def __init__(self, images, batch_size):
        self.images = images
        self.batch_size = batch_size
        self.augment = Pipeline(RandomFlip(seed=42))
        self._prepare = jax.jit(self._prepare_batch)

    def _prepare_batch(self, batch):
        return self.augment(batch.astype(jnp.float32) / 255.0)

    def __iter__(self):
        for start in range(0, self.images.shape[0], self.batch_size):
            yield self._prepare(self.images[start : start + self.batch_size])
