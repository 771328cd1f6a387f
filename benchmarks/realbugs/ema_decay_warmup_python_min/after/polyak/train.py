from typing import NamedTuple

import jax
import jax.numpy as jnp

from .ema import ParamEMA
from .net import apply_mlp


class TrainState(NamedTuple):
    params: list
    ema_params: list
    step: jnp.ndarray


def loss_fn(params, x, y):
    return jnp.mean((apply_mlp(params, x) - y) ** 2)


def make_train_step(learning_rate, ema):
    @jax.jit
    def train_step(state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(state.params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, state.params, grads)
        ema_params = ema.update(state.ema_params, params, state.step)
        return TrainState(params, ema_params, state.step + 1), loss
    return train_step


def create_state(params, ema: ParamEMA):
    return TrainState(params, ema.init(params), jnp.array(0, dtype=jnp.int32))
