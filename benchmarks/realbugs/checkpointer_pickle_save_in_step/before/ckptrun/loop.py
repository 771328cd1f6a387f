from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    step: jnp.ndarray
    params: Any


class TrainLoop:
    def __init__(self, loss_fn, checkpointer, learning_rate):
        self.loss_fn = loss_fn
        self.checkpointer = checkpointer
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)

    def step(self, state, batch):
        grads = jax.grad(self.loss_fn)(state.params, *batch)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, state.params, grads)
        state = TrainState(state.step + 1, params)
        self.checkpointer.maybe_save(state.step, state.params)
        return state

    def run(self, state, batch, num_steps):
        for _ in range(num_steps):
            state = self._step(state, batch)
        return state
