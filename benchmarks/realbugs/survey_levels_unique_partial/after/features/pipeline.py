"""Fit encoders on the training table once, then transform any table with the same columns."""

from functools import partial

import jax
import jax.numpy as jnp

from features.encoding import one_hot, standardize


class FeaturePipeline:
    def __init__(self, train_table, categorical, numeric):
        # the levels fix the width of the encoded block, so they are found eagerly, outside any jit
        self.encoders = {}
        for name in categorical:
            self.encoders[name] = partial(jax.jit(one_hot), jnp.unique(train_table[name]))
        for name in numeric:
            column = train_table[name]
            self.encoders[name] = partial(jax.jit(standardize), jnp.mean(column), jnp.std(column))

    def transform(self, table):
        columns = [encode(table[name]).reshape(len(table[name]), -1) for name, encode in self.encoders.items()]
        return jnp.concatenate(columns, axis=1)
