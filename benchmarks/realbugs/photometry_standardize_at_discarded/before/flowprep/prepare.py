"""Prepare batches of galaxy photometry for training a normalizing flow."""

import jax
import jax.numpy as jnp

from flowprep.transforms import colors_from_magnitudes, standardize_columns


class BatchPreparer:
    def __init__(self, training_data, columns=(0, 1, 2, 3)):
        colors = colors_from_magnitudes(training_data)
        self.columns = columns
        self.means = jnp.mean(colors, axis=0)
        self.stds = jnp.std(colors, axis=0)
        self._prepare = jax.jit(self.prepare)

    def prepare(self, batch):
        return standardize_columns(colors_from_magnitudes(batch), self.columns, self.means, self.stds)

    def __call__(self, batch):
        return self._prepare(batch)
