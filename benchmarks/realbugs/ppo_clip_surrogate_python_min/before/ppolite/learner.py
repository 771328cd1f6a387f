from typing import NamedTuple

import jax


class Batch(NamedTuple):
    obs: jax.Array
    actions: jax.Array
    old_log_probs: jax.Array
    old_values: jax.Array
    advantages: jax.Array
    returns: jax.Array


class Learner:
    def __init__(self, loss, learning_rate=0.05):
        self.loss = loss
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def update(self, params, batch):
        loss, grads = self._loss_and_grad(params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
