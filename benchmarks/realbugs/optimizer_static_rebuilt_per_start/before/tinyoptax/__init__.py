"""A small optax-like library: gradient transformations as (init, update) closures."""

from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class GradientTransformation(NamedTuple):
    init: Callable
    update: Callable


def adam(learning_rate, b1=0.9, b2=0.999, eps=1e-8):
    def init(params):
        return (jnp.zeros_like(params), jnp.zeros_like(params), jnp.zeros([], jnp.int32))

    def update(grads, state):
        mu, nu, count = state
        count = count + 1
        mu = b1 * mu + (1 - b1) * grads
        nu = b2 * nu + (1 - b2) * grads ** 2
        mu_hat = mu / (1 - b1 ** count)
        nu_hat = nu / (1 - b2 ** count)
        return -learning_rate * mu_hat / (jnp.sqrt(nu_hat) + eps), (mu, nu, count)

    return GradientTransformation(init, update)


def apply_updates(params, updates):
    return jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
