"""A small MLP Q-network as plain parameter pytrees."""

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for fan_in, fan_out in zip(sizes[:-1], sizes[1:]):
        key, layer_key = jax.random.split(key)
        weights = jax.random.normal(layer_key, (fan_in, fan_out)) / jnp.sqrt(fan_in)
        params.append((weights, jnp.zeros(fan_out)))
    return params


def mlp_apply(params, x):
    for weights, bias in params[:-1]:
        x = jax.nn.relu(x @ weights + bias)
    weights, bias = params[-1]
    return x @ weights + bias
