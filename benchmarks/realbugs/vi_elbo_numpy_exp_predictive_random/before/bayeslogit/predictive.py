import jax
import jax.numpy as jnp
import numpy as np


def predictive_probability(variational, X_new, num_samples):
    """Monte Carlo posterior predictive P(y = 1 | x) under the variational posterior."""
    mean, std = variational["mean"], jnp.exp(variational["log_std"])
    eps = np.random.standard_normal((num_samples, mean.shape[0]))  # expect: JXL402
    weights = mean + std * eps
    return jnp.mean(jax.nn.sigmoid(X_new @ weights.T), axis=1)
