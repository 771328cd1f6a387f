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

    def fit(self, params, x_train, y_train, x_val, y_val):
        make_step = jax.jit(partial(sgd_step, self.model_fn, self.learning_rate))  # expect: JXL502
        evaluate = jax.jit(lambda p, x, y: mse(self.model_fn, p, x, y))  # expect: JXL502
        for _ in range(self.steps):
            params = make_step(params, x_train, y_train)
        return params, evaluate(params, x_val, y_val)
