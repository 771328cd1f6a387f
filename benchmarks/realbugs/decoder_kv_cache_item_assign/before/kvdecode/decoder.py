"""A stack of single-head attention layers decoding one position at a time against the cache."""

import jax
import jax.numpy as jnp

from kvdecode.cache import update_layer_cache


def init_layers(key, num_layers, width):
    keys = jax.random.split(key, num_layers)
    return [{name: jax.random.normal(jax.random.fold_in(k, i), (width, width)) / jnp.sqrt(width)
             for i, name in enumerate(("wq", "wk", "wv"))} for k in keys]


class Decoder:
    def __init__(self, layers, max_len):
        self.layers = layers
        self.max_len = max_len
        self.decode_step = jax.jit(self._decode_step)

    def _attend(self, layer, x, layer_cache, index):
        q, k, v = x @ layer["wq"], x @ layer["wk"], x @ layer["wv"]
        layer_cache = update_layer_cache(layer_cache, k, v, index)
        scores = jnp.einsum("bd,btd->bt", q, layer_cache["k"]) / jnp.sqrt(x.shape[-1])
        scores = jnp.where(jnp.arange(self.max_len)[None, :] <= index, scores, -1e9)
        out = jnp.einsum("bt,btd->bd", jax.nn.softmax(scores, axis=-1), layer_cache["v"])
        return x + out, layer_cache

    def _decode_step(self, x, cache, index):
        new_cache = []
        for layer, layer_cache in zip(self.layers, cache):
            x, layer_cache = self._attend(layer, x, layer_cache, index)
            new_cache.append(layer_cache)
        return x, new_cache
