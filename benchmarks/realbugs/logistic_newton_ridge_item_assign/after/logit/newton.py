import jax
import jax.numpy as jnp

from logit.likelihood import negative_log_likelihood


class NewtonLogistic:
    """Maximum likelihood by Newton-Raphson, with standard errors from the observed Fisher information."""

    def __init__(self, ridge=1e-6, max_iter=25, tol=1e-6):
        self.ridge = ridge
        self.max_iter = max_iter
        self.tol = tol
        self._step = jax.jit(self.newton_step)

    def information(self, beta, X, y):
        H = jax.hessian(negative_log_likelihood)(beta, X, y)
        return H + self.ridge * jnp.eye(H.shape[0])

    def newton_step(self, beta, X, y):
        g = jax.grad(negative_log_likelihood)(beta, X, y)
        return beta - jnp.linalg.solve(self.information(beta, X, y), g)

    def fit(self, X, y):
        beta = jnp.zeros(X.shape[1])
        for iteration in range(1, self.max_iter + 1):
            new_beta = self._step(beta, X, y)
            converged = float(jnp.max(jnp.abs(new_beta - beta))) < self.tol
            beta = new_beta
            if converged:
                break
        covariance = jnp.linalg.inv(self.information(beta, X, y))
        return beta, jnp.sqrt(jnp.diag(covariance)), iteration
