from typing import NamedTuple

import jax.numpy as jnp


class KVCache(NamedTuple):
    keys: jnp.ndarray
    values: jnp.ndarray

    @classmethod
    def empty(cls, max_len, d_model):
        return cls(jnp.zeros((max_len, d_model)), jnp.zeros((max_len, d_model)))

    def write(self, position, k, v):
        slot = int(position)  # expect: JXL104
        return KVCache(self.keys.at[slot].set(k), self.values.at[slot].set(v))
