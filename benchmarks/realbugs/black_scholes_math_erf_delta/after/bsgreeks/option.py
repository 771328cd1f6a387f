import jax.numpy as jnp

from bsgreeks.normal import norm_cdf


class EuropeanCall:
    """Black-Scholes price of a European call with continuous rate r and time to expiry T (years)."""

    def __init__(self, strike, expiry, rate):
        self.strike = strike
        self.expiry = expiry
        self.rate = rate

    def price(self, spot, vol):
        sqrt_t = jnp.sqrt(self.expiry)
        d1 = (jnp.log(spot / self.strike) + (self.rate + 0.5 * vol ** 2) * self.expiry) / (vol * sqrt_t)
        d2 = d1 - vol * sqrt_t
        return spot * norm_cdf(d1) - self.strike * jnp.exp(-self.rate * self.expiry) * norm_cdf(d2)
