from typing import NamedTuple

import jax
import jax.numpy as jnp


class MomentumState(NamedTuple):
    step: jax.Array
    velocity: dict


class MomentumSGD:
    def __init__(self, schedule, momentum=0.9):
        self.schedule = schedule
        self.momentum = momentum

    def init(self, params):
        return MomentumState(jnp.int32(0), jax.tree_util.tree_map(jnp.zeros_like, params))

    def update(self, params, grads, state):
        lr = self.schedule(state.step)
        velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, state.velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
        return params, MomentumState(state.step + 1, velocity)
