import jax
import jax.numpy as jnp


class LaplaceApproximation:
    """Gaussian approximation of a posterior at its mode."""

    def __init__(self, model, learning_rate=0.05, iterations=200):
        self.model = model
        self.learning_rate = learning_rate
        self.iterations = iterations
        self._grad = jax.jit(jax.grad(model.neg_log_posterior))

    def mode(self, covariates, cases):
        beta = jnp.zeros(covariates.shape[1])
        for _ in range(self.iterations):
            beta = beta - self.learning_rate * self._grad(beta, covariates, cases) / cases.shape[0]
        return beta

    def fit(self, covariates, cases):
        beta = self.mode(covariates, cases)
        precision = jax.jit(jax.hessian(self.model.neg_log_posterior))(beta, covariates, cases)  # expect: JXL502
        return beta, jnp.linalg.inv(precision)
