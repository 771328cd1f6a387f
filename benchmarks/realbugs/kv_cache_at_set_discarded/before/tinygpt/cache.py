"""A preallocated key/value cache for one attention layer: the keys and values of the tokens seen so far."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class KVCache(NamedTuple):
    keys: jax.Array  # [max_len, d]
    values: jax.Array  # [max_len, d]

    @classmethod
    def empty(cls, max_len, d):
        return cls(jnp.zeros((max_len, d)), jnp.zeros((max_len, d)))

    def write(self, pos, k, v):
        self.keys.at[pos].set(k)  # expect: JXL302
        self.values.at[pos].set(v)  # expect: JXL302
        return KVCache(self.keys, self.values)
