import jax.numpy as jnp
from jax.scipy.stats import norm


class RickerPosterior:
    """Stock-recruitment R = a S exp(-b S) with log-normal errors; flat priors on (log a, log b)."""

    def __init__(self, spawners, recruits, sigma=0.3):
        self.spawners = spawners
        self.log_recruits = jnp.log(recruits)
        self.sigma = sigma

    def __call__(self, theta):
        log_a, log_b = theta
        predicted = log_a + jnp.log(self.spawners) - jnp.exp(log_b) * self.spawners
        return jnp.sum(norm.logpdf(self.log_recruits, predicted, self.sigma))
