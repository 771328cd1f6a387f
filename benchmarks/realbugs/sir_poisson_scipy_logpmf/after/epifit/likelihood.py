import jax.numpy as jnp
import jax.scipy.stats


class PoissonCounts:
    """Observed daily case counts, Poisson around the model's expected incidence times a reporting rate."""

    def __init__(self, observed, reporting_rate=1.0):
        self.observed = jnp.asarray(observed)
        self.reporting_rate = reporting_rate

    def neg_log_likelihood(self, expected):
        mean = self.reporting_rate * expected + 1e-6
        return -jax.scipy.stats.poisson.logpmf(self.observed, mean).sum()
