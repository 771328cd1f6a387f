import dataclasses

import jax
import jax.numpy as jnp

from tinygemma.block import stack


@dataclasses.dataclass(frozen=True)
class Config:
    width: int = 16
    hidden: int = 32
    depth: int = 2
    dropout_rate: float = 0.1


def init_params(config, key):
    layers = []
    for layer_key in jax.random.split(key, config.depth):
        k_in, k_out = jax.random.split(layer_key)
        layers.append({
            "norm": jnp.zeros(config.width),
            "w_in": jax.random.normal(k_in, (config.width, config.hidden)) / jnp.sqrt(config.width),
            "w_out": jax.random.normal(k_out, (config.hidden, config.width)) / jnp.sqrt(config.hidden),
        })
    return layers


def forward(config, params, x, key, deterministic=True):
    return stack(params, x, None, config.dropout_rate, deterministic, key)
