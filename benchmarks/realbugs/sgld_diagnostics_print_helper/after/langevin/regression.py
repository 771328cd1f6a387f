import jax.numpy as jnp


def log_posterior(params, x, y, num_data, noise_sd=0.3, prior_sd=1.0):
    """Bayesian linear regression: minibatch log-likelihood rescaled to the full data set, plus a Gaussian prior."""
    pred = x @ params["w"] + params["b"]
    log_lik = -0.5 * jnp.sum((y - pred) ** 2) / noise_sd ** 2
    log_prior = -0.5 * (jnp.sum(params["w"] ** 2) + params["b"] ** 2) / prior_sd ** 2
    return num_data / x.shape[0] * log_lik + log_prior
