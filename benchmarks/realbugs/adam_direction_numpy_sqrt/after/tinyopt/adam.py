from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class AdamState(NamedTuple):
    count: Any
    mu: Any
    nu: Any


class Adam:
    """Adam written as an init/update pair over parameter pytrees."""

    def __init__(self, learning_rate, b1=0.9, b2=0.999, eps=1e-8):
        self.learning_rate = learning_rate
        self.b1 = b1
        self.b2 = b2
        self.eps = eps

    def init(self, params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return AdamState(jnp.zeros((), jnp.int32), zeros, zeros)

    def _direction(self, mu_hat, nu_hat):
        return -self.learning_rate * mu_hat / (jnp.sqrt(nu_hat) + self.eps)

    def update(self, grads, state):
        count = state.count + 1
        mu = jax.tree_util.tree_map(lambda m, g: self.b1 * m + (1 - self.b1) * g, state.mu, grads)
        nu = jax.tree_util.tree_map(lambda v, g: self.b2 * v + (1 - self.b2) * g * g, state.nu, grads)
        mu_hat = jax.tree_util.tree_map(lambda m: m / (1 - self.b1 ** count), mu)
        nu_hat = jax.tree_util.tree_map(lambda v: v / (1 - self.b2 ** count), nu)
        updates = jax.tree_util.tree_map(self._direction, mu_hat, nu_hat)
        return updates, AdamState(count, mu, nu)


def apply_updates(params, updates):
    return jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
