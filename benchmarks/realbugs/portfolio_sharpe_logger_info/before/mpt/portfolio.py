import jax
import jax.numpy as jnp


def weights_from_logits(logits):
    """Long-only weights summing to one."""
    return jax.nn.softmax(logits)


def annualised_sharpe(logits, mean_returns, covariance, risk_free=0.0, days=252):
    w = weights_from_logits(logits)
    mean = days * (w @ mean_returns)
    vol = jnp.sqrt(days * (w @ covariance @ w))
    return (mean - risk_free) / vol
