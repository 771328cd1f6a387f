from functools import partial

import jax

from kfold.model import mse
from kfold.steps import sgd_step


class FoldTrainer:
    """Fits one model per cross-validation fold."""

    def __init__(self, model_fn, learning_rate, steps):
        self.model_fn = model_fn
        self.learning_rate = learning_rate
        self.steps = steps
        self._make_step = jax.jit(partial(sgd_step, self.model_fn, self.learning_rate))
        self._evaluate = jax.jit(partial(mse, self.model_fn))

    def fit(self, params, x_train, y_train, x_val, y_val):
        for _ in range(self.steps):
            params = self._make_step(params, x_train, y_train)
        return params, self._evaluate(params, x_val, y_val)
