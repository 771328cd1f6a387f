from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class MomentumState(NamedTuple):
    count: Any
    velocity: Any


class Momentum:
    def __init__(self, schedule, beta=0.9):
        self.schedule = schedule
        self.beta = beta

    def init(self, params):
        return MomentumState(jnp.zeros((), jnp.int32), jax.tree_util.tree_map(jnp.zeros_like, params))

    def update(self, grads, state):
        velocity = jax.tree_util.tree_map(lambda v, g: self.beta * v + g, state.velocity, grads)
        learning_rate = self.schedule(state.count)
        updates = jax.tree_util.tree_map(lambda v: -learning_rate * v, velocity)
        return updates, MomentumState(state.count + 1, velocity)
