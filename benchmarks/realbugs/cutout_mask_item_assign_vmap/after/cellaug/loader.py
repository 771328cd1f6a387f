from functools import partial

import jax

from cellaug.cutout import cutout


class AugmentedLoader:
    """Yields shuffled batches of cell crops with cutout applied on the device."""

    def __init__(self, images, labels, batch_size, cutout_length, seed):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size
        self.key = jax.random.PRNGKey(seed)
        self._augment = jax.jit(jax.vmap(partial(cutout, length=cutout_length)))

    def __iter__(self):
        self.key, perm_key = jax.random.split(self.key)
        order = jax.random.permutation(perm_key, self.images.shape[0])
        for start in range(0, self.images.shape[0], self.batch_size):
            idx = order[start:start + self.batch_size]
            self.key, batch_key = jax.random.split(self.key)
            keys = jax.random.split(batch_key, idx.shape[0])
            yield self._augment(keys, self.images[idx]), self.labels[idx]
