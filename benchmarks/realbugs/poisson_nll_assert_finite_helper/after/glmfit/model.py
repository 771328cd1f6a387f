import jax
import jax.numpy as jnp

from glmfit.checks import check_finite
from glmfit.likelihood import negative_log_likelihood


class PoissonRegression:
    def __init__(self, learning_rate, num_iters):
        self.learning_rate = learning_rate
        self.num_iters = num_iters
        self.coef_ = None
        self._update = jax.jit(self._gradient_step)

    def _gradient_step(self, coef, features, counts):
        value, grad = jax.value_and_grad(negative_log_likelihood)(coef, features, counts)
        return coef - self.learning_rate * grad, value

    def fit(self, features, counts):
        coef = jnp.zeros(features.shape[1])
        for _ in range(self.num_iters):
            coef, value = self._update(coef, features, counts)
            check_finite("negative log-likelihood", value)
        self.coef_ = coef
        return self
