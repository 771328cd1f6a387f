"""Fit encoders on the training table once, then transform any table with the same columns."""

from functools import partial

import jax
import jax.numpy as jnp

from features.encoding import one_hot_levels, standardize


class FeaturePipeline:
    def __init__(self, train_table, categorical, numeric):
        self.encoders = {}
        for name in categorical:
            self.encoders[name] = jax.jit(partial(one_hot_levels, train_table[name]))
        for name in numeric:
            self.encoders[name] = jax.jit(partial(standardize, train_table[name]))

    def transform(self, table):
        columns = [encode(table[name]).reshape(len(table[name]), -1) for name, encode in self.encoders.items()]
        return jnp.concatenate(columns, axis=1)
