from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    step: jnp.ndarray
    params: dict
    momentum: dict


class SGD:
    def __init__(self, learning_rate, beta=0.9):
        self.learning_rate = learning_rate
        self.beta = beta

    def create_state(self, params):
        return TrainState(jnp.zeros((), jnp.int32), params, jax.tree_util.tree_map(jnp.zeros_like, params))

    def apply_gradients(self, state, grads):
        momentum = jax.tree_util.tree_map(lambda m, g: self.beta * m + g, state.momentum, grads)
        params = jax.tree_util.tree_map(lambda p, m: p - self.learning_rate * m, state.params, momentum)
        return TrainState(state.step + 1, params, momentum)
