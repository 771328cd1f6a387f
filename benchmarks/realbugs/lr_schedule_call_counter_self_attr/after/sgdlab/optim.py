from typing import NamedTuple

import jax
import jax.numpy as jnp


class MomentumState(NamedTuple):
    velocity: list
    count: jnp.ndarray


class MomentumSGD:
    def __init__(self, scheduler, momentum=0.9):
        self.scheduler = scheduler
        self.momentum = momentum

    def init(self, params):
        return MomentumState(jax.tree_util.tree_map(lambda p: p * 0.0, params), jnp.zeros((), jnp.int32))

    def update(self, grads, state, params):
        lr = self.scheduler.lr_at(state.count)
        velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, state.velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
        return params, MomentumState(velocity, state.count + 1), lr
