import jax
import jax.numpy as jnp

from mpt.monitor import log_progress
from mpt.portfolio import annualised_sharpe


class SharpeMaximiser:
    """Gradient ascent on the Sharpe ratio over softmax-parameterised weights."""

    def __init__(self, log_returns, learning_rate=0.5, risk_free=0.0):
        self.mean_returns = jnp.mean(log_returns, axis=0)
        self.covariance = jnp.cov(log_returns, rowvar=False)
        self.learning_rate = learning_rate
        self.risk_free = risk_free
        self.update = jax.jit(self._update)

    def _update(self, logits):
        sharpe, grad = jax.value_and_grad(annualised_sharpe)(
            logits, self.mean_returns, self.covariance, self.risk_free)
        return logits + self.learning_rate * grad, sharpe

    def run(self, num_steps=100):
        logits = jnp.zeros(self.mean_returns.shape[0])
        for step in range(num_steps):
            logits, sharpe = self.update(logits)
            log_progress(step, float(sharpe))
        return logits
