import jax
import jax.numpy as jnp

from regpath.path import fit_path


@jax.jit
def _path_errors(coefs, features, targets):
    return jnp.mean((features @ coefs.T - targets[:, None]) ** 2, axis=0)


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
        return _path_errors(self.coefs_, features, targets)
