from typing import NamedTuple

import jax.numpy as jnp


class KVCache(NamedTuple):
    keys: jnp.ndarray    # (max_len, d_k)
    values: jnp.ndarray  # (max_len, d_k)
    length: jnp.ndarray  # number of filled rows

    @classmethod
    def empty(cls, max_len, d_k):
        return cls(jnp.zeros((max_len, d_k)), jnp.zeros((max_len, d_k)), jnp.int32(0))


def append(cache, k, v):
    """Write the new token's key and value at the next free row."""
    return KVCache(cache.keys.at[cache.length].set(k), cache.values.at[cache.length].set(v), cache.length + 1)
