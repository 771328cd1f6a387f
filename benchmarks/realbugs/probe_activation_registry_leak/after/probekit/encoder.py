"""The frozen encoder under study: three tanh layers."""

import jax
import jax.numpy as jnp

from probekit.hooks import capture


def init_encoder(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [jax.random.normal(k, (a, b)) / jnp.sqrt(a) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def encode(weights, x):
    captured = {}
    for depth, w in enumerate(weights):
        x = jnp.tanh(x @ w)
        captured = capture(captured, f"layer{depth}", x)
    return x, captured
