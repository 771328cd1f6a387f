import jax
import jax.numpy as jnp


def negative_log_likelihood(beta, X, y):
    """Bernoulli negative log-likelihood of the logistic model P(Y = 1 | x) = sigmoid(x' beta)."""
    logits = X @ beta
    return jnp.sum(jax.nn.softplus(logits) - y * logits)
