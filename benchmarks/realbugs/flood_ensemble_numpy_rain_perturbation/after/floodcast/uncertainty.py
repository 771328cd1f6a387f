import jax
import jax.numpy as jnp


class MultiplicativeRainError:
    """Radar rainfall is uncertain: each member scales the forecast rain by a log-normal factor per day."""

    def __init__(self, sigma=0.4):
        self.sigma = sigma

    def perturb(self, key, precip):
        factors = jnp.exp(self.sigma * jax.random.normal(key, precip.shape))
        return precip * factors
