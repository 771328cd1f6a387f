"""A small regression trainer: parameters in a dict, plain gradient descent, compiled step."""

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model_fn, learning_rate, callbacks):
        self.model_fn = model_fn
        self.learning_rate = learning_rate
        self.callbacks = list(callbacks)
        self._train_step = jax.jit(self.train_step)

    def loss(self, params, x, y):
        return jnp.mean((self.model_fn(params, x) - y) ** 2)

    def train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(self.loss)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, {"loss": loss}

    def fit(self, params, batches):
        for x, y in batches:
            params, metrics = self._train_step(params, x, y)
            for callback in self.callbacks:
                callback.on_train_step(metrics)
        return params
