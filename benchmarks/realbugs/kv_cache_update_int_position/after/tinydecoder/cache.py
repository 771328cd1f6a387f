from typing import NamedTuple

import jax
import jax.numpy as jnp


class KVCache(NamedTuple):
    keys: jnp.ndarray
    values: jnp.ndarray

    @classmethod
    def empty(cls, max_len, d_model):
        return cls(jnp.zeros((max_len, d_model)), jnp.zeros((max_len, d_model)))

    def write(self, position, k, v):
        return KVCache(
            jax.lax.dynamic_update_slice(self.keys, k[None, :], (position, 0)),
            jax.lax.dynamic_update_slice(self.values, v[None, :], (position, 0)),
        )
