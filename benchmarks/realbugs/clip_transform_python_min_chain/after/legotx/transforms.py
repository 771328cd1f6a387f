"""Composable gradient transformations, each an (init, update) pair as in Optax."""
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class GradientTransformation(NamedTuple):
    init: Callable
    update: Callable


class AdamState(NamedTuple):
    count: jnp.ndarray
    mu: object
    nu: object


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


def clip_by_global_norm(max_norm):
    def init(params):
        return ()

    def update(updates, state, params=None):
        norm = global_norm(updates)
        scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
        return jax.tree_util.tree_map(lambda u: u * scale, updates), state

    return GradientTransformation(init, update)


def scale_by_adam(b1=0.9, b2=0.999, eps=1e-8):
    def init(params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return AdamState(jnp.zeros((), jnp.int32), zeros, zeros)

    def update(updates, state, params=None):
        count = state.count + 1
        mu = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, state.mu, updates)
        nu = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g ** 2, state.nu, updates)
        mu_hat = jax.tree_util.tree_map(lambda m: m / (1 - b1 ** count), mu)
        nu_hat = jax.tree_util.tree_map(lambda v: v / (1 - b2 ** count), nu)
        out = jax.tree_util.tree_map(lambda m, v: m / (jnp.sqrt(v) + eps), mu_hat, nu_hat)
        return out, AdamState(count, mu, nu)

    return GradientTransformation(init, update)


def add_decayed_weights(weight_decay):
    def init(params):
        return ()

    def update(updates, state, params=None):
        return jax.tree_util.tree_map(lambda u, p: u + weight_decay * p, updates, params), state

    return GradientTransformation(init, update)


def scale_by_learning_rate(learning_rate):
    def init(params):
        return ()

    def update(updates, state, params=None):
        return jax.tree_util.tree_map(lambda u: -learning_rate * u, updates), state

    return GradientTransformation(init, update)


def chain(*transforms):
    def init(params):
        return tuple(t.init(params) for t in transforms)

    def update(updates, state, params=None):
        new_state = []
        for transform, inner in zip(transforms, state):
            updates, inner = transform.update(updates, inner, params)
            new_state.append(inner)
        return updates, tuple(new_state)

    return GradientTransformation(init, update)
