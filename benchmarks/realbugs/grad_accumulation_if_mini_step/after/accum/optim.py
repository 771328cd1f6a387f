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
        apply = (state.mini_step + 1) % self.every_k == 0
        scale = jnp.where(apply, self.learning_rate / self.every_k, 0.0)
        params = jax.tree_util.tree_map(lambda p, a: p - scale * a, params, acc)
        acc = jax.tree_util.tree_map(lambda a: jnp.where(apply, jnp.zeros_like(a), a), acc)
        return params, AccumState((state.mini_step + 1) % self.every_k, acc)
