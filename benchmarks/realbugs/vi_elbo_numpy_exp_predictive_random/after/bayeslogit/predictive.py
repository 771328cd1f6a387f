import jax
import jax.numpy as jnp


def predictive_probability(variational, X_new, key, num_samples):
    """Monte Carlo posterior predictive P(y = 1 | x) under the variational posterior."""
    mean, std = variational["mean"], jnp.exp(variational["log_std"])
    eps = jax.random.normal(key, (num_samples, mean.shape[0]))
    weights = mean + std * eps
    return jnp.mean(jax.nn.sigmoid(X_new @ weights.T), axis=1)
