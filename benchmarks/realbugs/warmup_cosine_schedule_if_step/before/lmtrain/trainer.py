from typing import NamedTuple

import jax
import jax.numpy as jnp

from .model import next_token_loss


class TrainState(NamedTuple):
    params: dict
    step: jnp.ndarray


class Trainer:
    def __init__(self, schedule, weight_decay=0.0):
        self.schedule = schedule
        self.weight_decay = weight_decay
        self._train_step = jax.jit(self.train_step)

    def init_state(self, params):
        return TrainState(params, jnp.zeros((), jnp.int32))

    def train_step(self, state, tokens):
        lr = self.schedule(state.step)
        loss, grads = jax.value_and_grad(next_token_loss)(state.params, tokens)
        params = jax.tree_util.tree_map(
            lambda p, g: p - lr * (g + self.weight_decay * p), state.params, grads)
        return TrainState(params, state.step + 1), loss, lr

    def fit(self, state, batches):
        history = {"loss": [], "lr": []}
        for tokens in batches:
            state, loss, lr = self._train_step(state, tokens)
            history["loss"].append(float(loss))
            history["lr"].append(float(lr))
        return state, history
