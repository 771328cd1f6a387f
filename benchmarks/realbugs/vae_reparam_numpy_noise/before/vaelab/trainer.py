import jax
import numpy as np


class Trainer:
    def __init__(self, model, learning_rate=0.05, seed=0):
        np.random.seed(seed)
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self._sgd_step)
        self._evaluate = jax.jit(self.model.negative_elbo)

    def _sgd_step(self, params, x):
        loss, grads = jax.value_and_grad(self.model.negative_elbo)(params, x)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def step(self, params, x):
        return self._step(params, x)

    def evaluate(self, params, x):
        return float(self._evaluate(params, x))
