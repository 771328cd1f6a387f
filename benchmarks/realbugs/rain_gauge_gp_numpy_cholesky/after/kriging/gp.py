import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_solve, solve_triangular


class GaussianProcess:
    def __init__(self, kernel, jitter=1e-6):
        self.kernel = kernel
        self.jitter = jitter

    def _covariance(self, params, X):
        noise = jnp.exp(2 * params["log_noise"]) + self.jitter
        return self.kernel(params, X, X) + noise * jnp.eye(X.shape[0])

    def neg_log_marginal_likelihood(self, params, X, y):
        K = self._covariance(params, X)
        L = jnp.linalg.cholesky(K)
        alpha = cho_solve((L, True), y)
        return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * y.shape[0] * jnp.log(2 * jnp.pi)

    def fit(self, params, X, y, learning_rate=0.01, num_steps=150):
        value_and_grad = jax.jit(jax.value_and_grad(self.neg_log_marginal_likelihood))
        history = []
        for _ in range(num_steps):
            value, grads = value_and_grad(params, X, y)
            params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
            history.append(float(value))
        return params, history

    def predict(self, params, X, y, X_new):
        L = jnp.linalg.cholesky(self._covariance(params, X))
        k_star = self.kernel(params, X, X_new)
        mean = k_star.T @ cho_solve((L, True), y)
        v = solve_triangular(L, k_star, lower=True)
        var = jnp.exp(2 * params["log_sigma"]) - jnp.sum(v ** 2, axis=0)
        return mean, var
