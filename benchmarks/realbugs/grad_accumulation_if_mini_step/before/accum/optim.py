from typing import NamedTuple

import jax
import jax.numpy as jnp


class AccumState(NamedTuple):
    mini_step: jnp.ndarray
    acc_grads: dict


class GradientAccumulator:
    """Averages the gradients of `every_k` micro-batches and applies SGD once per `every_k` calls."""

    def __init__(self, learning_rate, every_k):
        self.learning_rate = learning_rate
        self.every_k = every_k

    def init(self, params):
        return AccumState(jnp.array(0, dtype=jnp.int32), jax.tree_util.tree_map(jnp.zeros_like, params))

    def update(self, grads, state, params):
        acc = jax.tree_util.tree_map(lambda a, g: a + g, state.acc_grads, grads)
        if (state.mini_step + 1) % self.every_k == 0:  # expect: JXL101
            mean = jax.tree_util.tree_map(lambda a: a / self.every_k, acc)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, mean)
            acc = jax.tree_util.tree_map(jnp.zeros_like, acc)
        return params, AccumState((state.mini_step + 1) % self.every_k, acc)
