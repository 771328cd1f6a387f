"""A tiny optax-style API: a gradient transformation is a pair of pure functions."""
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp

from muonlab.linalg import newton_schulz


class GradientTransformation(NamedTuple):
    init: Callable
    update: Callable


def chain(*transforms):
    def init(params):
        return tuple(t.init(params) for t in transforms)

    def update(updates, state, params=None):
        new_state = []
        for t, s in zip(transforms, state):
            updates, s = t.update(updates, s, params)
            new_state.append(s)
        return updates, tuple(new_state)

    return GradientTransformation(init, update)


def scale(factor):
    def init(params):
        return ()

    def update(updates, state, params=None):
        return jax.tree_util.tree_map(lambda u: factor * u, updates), state

    return GradientTransformation(init, update)


def scale_by_muon(beta=0.95, ns_steps=5):
    """Momentum, then Newton-Schulz orthogonalisation of every matrix-shaped leaf."""
    def init(params):
        return jax.tree_util.tree_map(jnp.zeros_like, params)

    def orthogonalise(m):
        if m.ndim != 2:
            return m
        scale_factor = max(1.0, m.shape[0] / m.shape[1]) ** 0.5
        return scale_factor * newton_schulz(m, steps=ns_steps)

    def update(updates, momentum, params=None):
        momentum = jax.tree_util.tree_map(lambda m, g: beta * m + g, momentum, updates)
        nesterov = jax.tree_util.tree_map(lambda m, g: beta * m + g, momentum, updates)
        return jax.tree_util.tree_map(orthogonalise, nesterov), momentum

    return GradientTransformation(init, update)


def muon(learning_rate, beta=0.95):
    return chain(scale_by_muon(beta), scale(-learning_rate))
