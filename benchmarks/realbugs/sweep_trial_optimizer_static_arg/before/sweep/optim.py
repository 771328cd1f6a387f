"""A minimal gradient-transformation optimizer: `init(params)` and `update(grads, state)` closures."""

from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class GradientTransformation(NamedTuple):
    init: Callable
    update: Callable


def adam(learning_rate, b1=0.9, b2=0.999, eps=1e-8):
    def init(params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return (jnp.array(0), zeros, zeros)

    def update(grads, state):
        count, mu, nu = state
        count = count + 1
        mu = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, mu, grads)
        nu = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, nu, grads)
        mu_hat = jax.tree_util.tree_map(lambda m: m / (1 - b1**count), mu)
        nu_hat = jax.tree_util.tree_map(lambda v: v / (1 - b2**count), nu)
        updates = jax.tree_util.tree_map(lambda m, v: -learning_rate * m / (jnp.sqrt(v) + eps), mu_hat, nu_hat)
        return updates, (count, mu, nu)

    return GradientTransformation(init, update)
