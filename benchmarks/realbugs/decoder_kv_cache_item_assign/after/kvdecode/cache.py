"""Key/value cache for incremental decoding: one preallocated buffer per layer."""

import jax.numpy as jnp


def init_cache(num_layers, batch, max_len, width):
    return [{"k": jnp.zeros((batch, max_len, width)), "v": jnp.zeros((batch, max_len, width))}
            for _ in range(num_layers)]


def update_layer_cache(layer_cache, new_k, new_v, index):
    keys, values = layer_cache["k"], layer_cache["v"]
    keys = keys.at[:, index].set(new_k)
    values = values.at[:, index].set(new_v)
    return {"k": keys, "v": values}
