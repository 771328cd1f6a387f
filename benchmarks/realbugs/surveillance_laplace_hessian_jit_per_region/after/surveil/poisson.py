import jax.numpy as jnp


class PoissonRegression:
    """Weekly case counts with a log link and a Gaussian prior on the coefficients."""

    def __init__(self, prior_scale=2.0):
        self.prior_scale = prior_scale

    def neg_log_posterior(self, beta, covariates, cases):
        log_rate = covariates @ beta
        log_lik = jnp.sum(cases * log_rate - jnp.exp(log_rate))
        return -log_lik + 0.5 * jnp.sum((beta / self.prior_scale) ** 2)
