from functools import partial

import jax
import jax.numpy as jnp

from spikeglm.losses import penalized_poisson_nll
from spikeglm.solvers import gradient_descent


class PoissonGLM:
    """Ridge-penalised Poisson GLM of spike counts, sklearn-style (`fit`, `score`)."""

    def __init__(self, reg_strength, step_size, n_iter):
        self.reg_strength = reg_strength
        self.step_size = step_size
        self.n_iter = n_iter

    def fit(self, X, y):
        loss = partial(penalized_poisson_nll, reg_strength=self.reg_strength)
        run = jax.jit(partial(gradient_descent, loss, step_size=self.step_size, n_iter=self.n_iter))  # expect: JXL502
        self.coef_ = run(jnp.zeros(X.shape[1]), X, y)
        return self

    def score(self, X, y):
        return -penalized_poisson_nll(self.coef_, X, y, 0.0)
