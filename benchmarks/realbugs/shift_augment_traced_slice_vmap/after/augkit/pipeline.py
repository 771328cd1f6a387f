from functools import partial

import jax
import numpy as np

from augkit.augmentations import augment_batch


class AugmentedLoader:
    def __init__(self, images, labels, batch_size, pad=4, seed=0):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size
        self.key = jax.random.PRNGKey(seed)
        self._augment = jax.jit(partial(augment_batch, pad=pad))

    def __iter__(self):
        order = np.random.default_rng(0).permutation(len(self.images))
        for start in range(0, len(order) - self.batch_size + 1, self.batch_size):
            index = order[start:start + self.batch_size]
            self.key, batch_key = jax.random.split(self.key)
            yield self._augment(batch_key, self.images[index]), self.labels[index]
