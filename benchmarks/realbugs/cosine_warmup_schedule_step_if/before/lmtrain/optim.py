"""SGD with momentum and decoupled weight decay, its rate read from a schedule at the optimizer's own step count."""

from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class OptState(NamedTuple):
    count: jax.Array
    momentum: Any


class ScheduledSGD:
    def __init__(self, schedule, beta=0.9, weight_decay=1e-4):
        self.schedule = schedule
        self.beta = beta
        self.weight_decay = weight_decay

    def init(self, params):
        return OptState(count=jnp.zeros((), jnp.int32), momentum=jax.tree_util.tree_map(jnp.zeros_like, params))

    def update(self, grads, state, params):
        lr = self.schedule(state.count)
        momentum = jax.tree_util.tree_map(lambda m, g: self.beta * m + g, state.momentum, grads)
        new_params = jax.tree_util.tree_map(
            lambda p, m: p - lr * (m + self.weight_decay * p), params, momentum)
        return new_params, OptState(count=state.count + 1, momentum=momentum), lr
