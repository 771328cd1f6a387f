from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.scipy.stats import poisson


class ThetaLogistic(NamedTuple):
    growth: float
    capacity: float = 200.0
    theta: float = 1.0
    process_sd: float = 0.1

    def propagate(self, key, log_n):
        n = jnp.exp(log_n)
        drift = self.growth * (1.0 - (n / self.capacity) ** self.theta)
        return log_n + drift + self.process_sd * jax.random.normal(key, log_n.shape)

    def observation_log_density(self, count, log_n):
        return poisson.logpmf(count, jnp.exp(log_n))
