import jax.numpy as jnp

from glmfit.checks import check_finite


def negative_log_likelihood(coef, features, counts):
    log_rate = features @ coef
    nll = jnp.mean(jnp.exp(log_rate) - counts * log_rate)
    return check_finite("negative log-likelihood", nll)
