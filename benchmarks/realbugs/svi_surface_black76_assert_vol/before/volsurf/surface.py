from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class SVISlice:
    """Gatheral's raw SVI total implied variance w(k) = a + b (rho (k - m) + sqrt((k - m)^2 + s^2))."""
    a: float
    b: float
    rho: float
    m: float
    s: float

    def total_variance(self, log_moneyness):
        x = log_moneyness - self.m
        return self.a + self.b * (self.rho * x + jnp.sqrt(x ** 2 + self.s ** 2))

    def implied_vol(self, log_moneyness, expiry):
        return jnp.sqrt(self.total_variance(log_moneyness) / expiry)
