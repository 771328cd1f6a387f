import functools

import jax
import jax.numpy as jnp

from emaeval.state import apply_ema


class Trainer:
    def __init__(self, model, learning_rate, ema_decay):
        self.model = model
        self.learning_rate = learning_rate
        self.ema_decay = ema_decay
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, state, x, labels):
        grads = jax.grad(self.model.loss)(state.params, x, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, state.params, grads)
        return apply_ema(state, params, self.ema_decay)


class EMAEvaluator:
    """Evaluates the exponential moving average of the weights, which is what gets exported."""

    def __init__(self, model):
        self.model = model

    def accuracy(self, state, x, labels):
        predict = jax.jit(functools.partial(self.model.apply, state.ema_params))  # expect: JXL502
        return float(jnp.mean(jnp.argmax(predict(x), axis=-1) == labels))
