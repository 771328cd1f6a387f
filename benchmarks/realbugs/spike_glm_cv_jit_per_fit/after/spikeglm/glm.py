from functools import partial

import jax
import jax.numpy as jnp

from spikeglm.losses import penalized_poisson_nll
from spikeglm.solvers import gradient_descent


@partial(jax.jit, static_argnames="n_iter")
def _fit_coefficients(X, y, reg_strength, step_size, n_iter):
    # One compiled solver per data shape and iteration count, shared by every model instance and fold.
    loss = partial(penalized_poisson_nll, reg_strength=reg_strength)
    return gradient_descent(loss, jnp.zeros(X.shape[1]), X, y, step_size, n_iter)


class PoissonGLM:
    """Ridge-penalised Poisson GLM of spike counts, sklearn-style (`fit`, `score`)."""

    def __init__(self, reg_strength, step_size, n_iter):
        self.reg_strength = reg_strength
        self.step_size = step_size
        self.n_iter = n_iter

    def fit(self, X, y):
        self.coef_ = _fit_coefficients(X, y, self.reg_strength, self.step_size, n_iter=self.n_iter)
        return self

    def score(self, X, y):
        return -penalized_poisson_nll(self.coef_, X, y, 0.0)
