import jax
import jax.numpy as jnp


class LogisticGrowth:
    """Population counts: log-abundance with logistic growth, Poisson-like Gaussian observations."""

    def __init__(self, rate, capacity, process_scale, obs_scale):
        self.rate = rate
        self.capacity = capacity
        self.process_scale = process_scale
        self.obs_scale = obs_scale

    def transition(self, log_n, key):
        n = jnp.exp(log_n)
        drift = self.rate * (1.0 - n / self.capacity)
        return log_n + drift + self.process_scale * jax.random.normal(key, log_n.shape)

    def log_likelihood(self, log_n, observation):
        return -0.5 * ((observation - jnp.exp(log_n)) / self.obs_scale) ** 2
