import jax.numpy as jnp
from jax.scipy.stats import norm

from probdist.util import lazy_property


class Normal:
    def __init__(self, loc=0.0, scale=1.0):
        self.loc = jnp.asarray(loc)
        self.scale = jnp.asarray(scale)

    def log_prob(self, value):
        return norm.logpdf(value, self.loc, self.scale)


class TruncatedNormal(Normal):
    def __init__(self, loc=0.0, scale=1.0, low=-jnp.inf, high=jnp.inf):
        super().__init__(loc, scale)
        self.low = jnp.asarray(low)
        self.high = jnp.asarray(high)

    @lazy_property
    def _log_normalizer(self):
        mass = norm.cdf(self.high, self.loc, self.scale) - norm.cdf(self.low, self.loc, self.scale)
        return jnp.log(mass)

    def log_prob(self, value):
        inside = (value >= self.low) & (value <= self.high)
        return jnp.where(inside, super().log_prob(value) - self._log_normalizer, -jnp.inf)
