import jax
import jax.numpy as jnp


class LogGrowthModel:
    """State (log incidence, growth rate); weekly counts observed with log-normal noise."""

    def __init__(self, growth_sd=0.05, obs_sd=0.2):
        self.growth_sd = growth_sd
        self.obs_sd = obs_sd

    def propagate(self, key, px):
        log_inc, growth = px[:, 0], px[:, 1]
        growth = growth + self.growth_sd * jax.random.normal(key, growth.shape)
        return jnp.stack([log_inc + growth, growth], axis=1)

    def log_likelihood(self, observation, px):
        return -0.5 * ((jnp.log(observation) - px[:, 0]) / self.obs_sd) ** 2
