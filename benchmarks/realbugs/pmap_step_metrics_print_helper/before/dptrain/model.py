"""A linear model with a squared loss."""

import jax
import jax.numpy as jnp


def init(key, features):
    return {"w": jax.random.normal(key, (features,)) * 0.1, "b": jnp.zeros(())}


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)
