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

    def __post_init__(self):
        # checked once on the host: a positive minimum variance keeps every implied volatility positive
        minimum_variance = self.a + self.b * self.s * (1 - self.rho ** 2) ** 0.5
        if self.b < 0 or abs(self.rho) >= 1 or self.s <= 0 or minimum_variance <= 0:
            raise ValueError(f"SVI parameters admit non-positive variance: {self}")

    def total_variance(self, log_moneyness):
        x = log_moneyness - self.m
        return self.a + self.b * (self.rho * x + jnp.sqrt(x ** 2 + self.s ** 2))

    def implied_vol(self, log_moneyness, expiry):
        return jnp.sqrt(self.total_variance(log_moneyness) / expiry)
