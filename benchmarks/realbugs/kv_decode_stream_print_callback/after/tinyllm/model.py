from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class KVCache(NamedTuple):
    keys: Any
    values: Any


class TinyAttentionLM:
    """One causal attention layer over token embeddings, decoded one token at a time with a KV cache."""

    def __init__(self, vocab_size, dim, max_len):
        self.vocab_size = vocab_size
        self.dim = dim
        self.max_len = max_len

    def init(self, key):
        names = ("embed", "wq", "wk", "wv", "out")
        shapes = ((self.vocab_size, self.dim), (self.dim, self.dim), (self.dim, self.dim), (self.dim, self.dim),
                  (self.dim, self.vocab_size))
        keys = jax.random.split(key, len(names))
        return {n: jax.random.normal(k, s) / jnp.sqrt(s[0]) for n, k, s in zip(names, keys, shapes)}

    def empty_cache(self):
        return KVCache(jnp.zeros((self.max_len, self.dim)), jnp.zeros((self.max_len, self.dim)))

    def decode_step(self, params, cache, token, position):
        x = params["embed"][token]
        cache = KVCache(cache.keys.at[position].set(x @ params["wk"]), cache.values.at[position].set(x @ params["wv"]))
        scores = cache.keys @ (x @ params["wq"]) / jnp.sqrt(self.dim)
        scores = jnp.where(jnp.arange(self.max_len) <= position, scores, -jnp.inf)
        context = jax.nn.softmax(scores) @ cache.values
        return (x + context) @ params["out"], cache
