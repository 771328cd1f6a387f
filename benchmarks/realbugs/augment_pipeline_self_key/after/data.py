import jax
import jax.numpy as jnp

from augment import Pipeline, RandomFlip


class Loader:
    def __init__(self, images, batch_size, seed=42):
        self.images = images
        self.batch_size = batch_size
        self.key = jax.random.PRNGKey(seed)
        self.augment = Pipeline(RandomFlip())
        self._prepare = jax.jit(self._prepare_batch)

    def _prepare_batch(self, key, batch):
        return self.augment(key, batch.astype(jnp.float32) / 255.0)

    def __iter__(self):
        for start in range(0, self.images.shape[0], self.batch_size):
            self.key, subkey = jax.random.split(self.key)
            yield self._prepare(subkey, self.images[start : start + self.batch_size])
