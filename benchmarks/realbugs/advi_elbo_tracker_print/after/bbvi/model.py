import jax.numpy as jnp
from jax.scipy.stats import norm


class BayesianLinearRegression:
    """y ~ N(X w, noise^2), w ~ N(0, prior_scale^2 I)."""

    def __init__(self, X, y, noise=0.5, prior_scale=2.0):
        self.X = X
        self.y = y
        self.noise = noise
        self.prior_scale = prior_scale

    def log_joint(self, w):
        log_prior = jnp.sum(norm.logpdf(w, 0.0, self.prior_scale))
        return log_prior + jnp.sum(norm.logpdf(self.y, self.X @ w, self.noise))
