import jax
import jax.numpy as jnp

from rng import fresh_key


class TruncatedNormal:
    def __init__(self, mu, sigma, low, high):
        self.mu = mu
        self.sigma = sigma
        self.low = low
        self.high = high
        self._draw = jax.jit(self._sample, static_argnums=0)

    def _sample(self, shape):
        key = fresh_key()
        lower = (self.low - self.mu) / self.sigma
        upper = (self.high - self.mu) / self.sigma
        return self.mu + self.sigma * jax.random.truncated_normal(key, lower, upper, shape)

    def rvs(self, shape):
        return self._draw(tuple(shape))

    def logpdf(self, x):
        inside = (x >= self.low) & (x <= self.high)
        return jnp.where(inside, jax.scipy.stats.truncnorm.logpdf(x, (self.low - self.mu) / self.sigma,
                                                                  (self.high - self.mu) / self.sigma,
                                                                  loc=self.mu, scale=self.sigma), -jnp.inf)
