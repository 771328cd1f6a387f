import jax
import jax.numpy as jnp

from regpath.path import fit_path


class RidgePath:
    def __init__(self, penalties, learning_rate, num_iters):
        self.penalties = penalties
        self.learning_rate = learning_rate
        self.num_iters = num_iters
        self.coefs_ = None

    def fit(self, features, targets):
        self.coefs_ = fit_path(features, targets, self.penalties, self.learning_rate, self.num_iters)
        return self

    def validation_errors(self, features, targets):
        """Mean squared error of every coefficient vector of the path on held-out data."""
        return jax.jit(lambda coefs: jnp.mean((features @ coefs.T - targets[:, None]) ** 2, axis=0))(  # expect: JXL502
            self.coefs_)
