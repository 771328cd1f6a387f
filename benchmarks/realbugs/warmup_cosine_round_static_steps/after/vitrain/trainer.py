from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    step: jnp.ndarray
    params: Any


class ScheduledSGD:
    def __init__(self, loss_fn, schedule):
        self.loss_fn = loss_fn
        self.schedule = schedule
        self._step = jax.jit(self.step)

    def step(self, state, batch):
        loss, grads = jax.value_and_grad(self.loss_fn)(state.params, *batch)
        lr = self.schedule(state.step)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, state.params, grads)
        return TrainState(state.step + 1, params), loss, lr
