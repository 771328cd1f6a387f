"""A small optax-like library: gradient transformations as (init, update) closures."""

from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class GradientTransformation(NamedTuple):
    init: Callable
    update: Callable


def adam(learning_rate, b1=0.5, b2=0.999, eps=1e-8):
    def init(params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return zeros, zeros, jnp.zeros([], jnp.int32)

    def update(grads, state):
        mu, nu, count = state
        count = count + 1
        mu = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, mu, grads)
        nu = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g ** 2, nu, grads)
        scale = jnp.sqrt(1 - b2 ** count) / (1 - b1 ** count)
        updates = jax.tree_util.tree_map(lambda m, v: -learning_rate * scale * m / (jnp.sqrt(v) + eps), mu, nu)
        return updates, (mu, nu, count)

    return GradientTransformation(init, update)
