import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class NonlinearGrowth:
    """The univariate nonstationary growth model used to benchmark particle filters."""

    def __init__(self, process_std=jnp.sqrt(10.0), obs_std=1.0):
        self.process_std = process_std
        self.obs_std = obs_std

    def mean(self, x, t):
        return 0.5 * x + 25.0 * x / (1.0 + x**2) + 8.0 * jnp.cos(1.2 * t)

    def propagate(self, key, x, t):
        return self.mean(x, t) + self.process_std * jax.random.normal(key, jnp.shape(x))

    def log_likelihood(self, y, x):
        return norm.logpdf(y, x**2 / 20.0, self.obs_std)
