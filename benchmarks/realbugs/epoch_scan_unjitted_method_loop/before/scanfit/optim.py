from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class MomentumState(NamedTuple):
    velocity: Any


class SgdMomentum:
    def __init__(self, learning_rate, momentum=0.9):
        self.learning_rate = learning_rate
        self.momentum = momentum

    def init(self, params):
        return MomentumState(jax.tree_util.tree_map(jnp.zeros_like, params))

    def update(self, grads, state):
        velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, state.velocity, grads)
        return jax.tree_util.tree_map(lambda v: -self.learning_rate * v, velocity), MomentumState(velocity)


def apply_updates(params, updates):
    return jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
