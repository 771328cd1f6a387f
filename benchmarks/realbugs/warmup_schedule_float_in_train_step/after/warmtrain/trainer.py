from typing import NamedTuple

import jax
import jax.numpy as jnp

from .model import mse


class TrainState(NamedTuple):
    params: dict
    step: jnp.ndarray


class Trainer:
    def __init__(self, schedule):
        self.schedule = schedule
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, state, x, y):
        loss, grads = jax.value_and_grad(mse)(state.params, x, y)
        current_lr = self.schedule(state.step)
        params = jax.tree_util.tree_map(lambda p, g: p - current_lr * g, state.params, grads)
        return TrainState(params, state.step + 1), loss

    def fit(self, state, x, y, num_steps):
        losses = []
        for _ in range(num_steps):
            state, loss = self.train_step(state, x, y)
            losses.append(loss)
        return state, jnp.stack(losses)
