import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_solve

from .kernels import RBF


class GP:
    def __init__(self, alpha=1e-6, kernel=None, debug=True):
        """Exact GP regression. With debug=False, fit and predict_mu are jit-compiled."""
        self.alpha = alpha
        self.kernel = RBF() if kernel is None else kernel
        self.x_train = None
        self.weights = None
        if not debug:
            self.fit = jax.jit(self.fit)
            self.predict_mu = jax.jit(self.predict_mu)

    def fit(self, x, y):
        K = self.kernel(x, x) + self.alpha * jnp.eye(x.shape[0])
        chol = jnp.linalg.cholesky(K)
        self.x_train = x  # expect: JXL202
        self.weights = cho_solve((chol, True), y)  # expect: JXL202

    def predict_mu(self, x):
        return self.kernel(x, self.x_train) @ self.weights
