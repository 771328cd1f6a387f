import jax
import jax.numpy as jnp

from .link import bernoulli_variance, sigmoid


class DynamicLogisticEKF:
    """Extended Kalman filter for logistic regression whose weights follow a random walk."""

    def __init__(self, dim, drift=1e-3, prior_scale=1.0):
        self.dim = dim
        self.drift = drift
        self.prior_scale = prior_scale
        self.filter = jax.jit(self._filter)

    def _step(self, carry, observation):
        w, cov = carry
        x, y = observation
        cov = cov + self.drift * jnp.eye(self.dim)
        p = sigmoid(w @ x)
        v = bernoulli_variance(p)
        px = cov @ x
        denom = 1.0 + v * x @ px
        w = w + px * (y - p) / denom
        cov = cov - v / denom * jnp.outer(px, px)
        return (w, cov), (w, p)

    def _filter(self, xs, ys):
        init = (jnp.zeros(self.dim), self.prior_scale * jnp.eye(self.dim))
        _, (weights, predicted) = jax.lax.scan(self._step, init, (xs, ys))
        return weights, predicted
