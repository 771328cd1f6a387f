"""The deployed classifier: a two-layer MLP over flattened features."""

import jax
import jax.numpy as jnp


def init_params(key, in_dim, hidden, num_classes):
    key_hidden, key_out = jax.random.split(key)
    return {
        "w1": jax.random.normal(key_hidden, (in_dim, hidden)) / jnp.sqrt(in_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(key_out, (hidden, num_classes)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(num_classes),
    }


def forward(params, temperature, inputs):
    hidden = jax.nn.gelu(inputs @ params["w1"] + params["b1"])
    return jax.nn.softmax((hidden @ params["w2"] + params["b2"]) / temperature, axis=-1)
