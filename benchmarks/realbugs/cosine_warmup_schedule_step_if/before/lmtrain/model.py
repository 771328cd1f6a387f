"""A two-layer MLP regressor."""

import jax
import jax.numpy as jnp


def init_mlp(key, in_dim, hidden, out_dim):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (in_dim, hidden)) / jnp.sqrt(in_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, out_dim)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(out_dim),
    }


def apply_mlp(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse_loss(params, x, y):
    return jnp.mean((apply_mlp(params, x) - y) ** 2)
