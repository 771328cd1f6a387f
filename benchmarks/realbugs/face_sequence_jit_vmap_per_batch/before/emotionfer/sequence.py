from functools import partial

import jax
import numpy as np

from emotionfer.augment import augment_face


class AugmentedFaceSequence:
    """Batches of augmented face crops for a Keras-style `fit` loop: `len()` batches, indexed by batch number."""

    def __init__(self, images, labels, batch_size, max_delta=0.2, seed=0):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size
        self.max_delta = max_delta
        self.key = jax.random.PRNGKey(seed)

    def __len__(self):
        return int(np.ceil(len(self.images) / self.batch_size))

    def __getitem__(self, index):
        batch = slice(index * self.batch_size, (index + 1) * self.batch_size)
        images = self.images[batch]
        keys = jax.random.split(jax.random.fold_in(self.key, index), len(images))
        augment_batch = jax.jit(jax.vmap(partial(augment_face, max_delta=self.max_delta)))  # expect: JXL502
        return np.asarray(augment_batch(keys, images)), self.labels[batch]
