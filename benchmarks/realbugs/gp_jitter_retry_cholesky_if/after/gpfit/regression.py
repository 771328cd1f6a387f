import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_solve, solve_triangular

from gpfit.kernels import rbf
from gpfit.linalg import stable_cholesky


class GaussianProcessRegressor:
    """Zero-mean GP regression with an RBF kernel, fitted by gradient ascent on the log marginal likelihood."""

    def __init__(self, x, y, learning_rate=0.05):
        self.x = x
        self.y = y
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.negative_log_marginal_likelihood))

    def negative_log_marginal_likelihood(self, params):
        n = self.x.shape[0]
        cov = rbf(self.x, self.x, params) + jnp.exp(params.log_noise) * jnp.eye(n)
        factor = stable_cholesky(cov)
        alpha = cho_solve((factor, True), self.y)
        return 0.5 * self.y @ alpha + jnp.sum(jnp.log(jnp.diag(factor))) + 0.5 * n * jnp.log(2.0 * jnp.pi)

    def fit(self, params, steps=200):
        history = []
        for _ in range(steps):
            loss, grads = self._loss_and_grad(params)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
            history.append(float(loss))
        return params, history

    def predict(self, params, x_new):
        n = self.x.shape[0]
        cov = rbf(self.x, self.x, params) + jnp.exp(params.log_noise) * jnp.eye(n)
        factor = jnp.linalg.cholesky(cov)
        k_star = rbf(self.x, x_new, params)
        mean = k_star.T @ cho_solve((factor, True), self.y)
        v = solve_triangular(factor, k_star, lower=True)
        var = jnp.exp(params.log_variance) - jnp.sum(v**2, axis=0)
        return mean, var
