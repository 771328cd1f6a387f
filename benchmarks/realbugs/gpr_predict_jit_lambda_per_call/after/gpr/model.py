import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_solve

from gpr.kernels import rbf


class GPR:
    """Gaussian process regression with a fixed RBF kernel: learn() factorises, predict() gives means and stds."""

    def __init__(self, theta=1.0, len_scale=1.0, noise=1e-6):
        self.theta = theta
        self.len_scale = len_scale
        self.noise = noise
        self._jitted_posterior = jax.jit(self._posterior)

    def kernel(self, a, b):
        return rbf(a, b, self.theta, self.len_scale)

    def learn(self, train_x, train_y):
        self.train_x = train_x
        gram = self.kernel(train_x, train_x) + self.noise * jnp.eye(train_x.shape[0])
        self.factor = jnp.linalg.cholesky(gram)
        self.alpha = cho_solve((self.factor, True), train_y)
        return self

    def _posterior(self, train_x, factor, alpha, x):
        # The fitted arrays are arguments, not attributes read at trace time, so that learning again with new data
        # of the same shape does not reuse a compiled posterior of the old data.
        cross = self.kernel(x, train_x)
        mean = cross @ alpha
        v = jax.scipy.linalg.solve_triangular(factor, cross.T, lower=True)
        variance = self.theta - jnp.sum(v**2, axis=0)
        return mean, jnp.sqrt(jnp.maximum(variance, 0.0))

    def predict(self, x):
        return self._jitted_posterior(self.train_x, self.factor, self.alpha, x)
