import jax
import jax.numpy as jnp

from .black import black76_call


class SurfacePricer:
    """Prices a strike-by-expiry grid of calls from one SVI slice, plus dPrice/dForward for hedging."""

    def __init__(self, svi, rate=0.02):
        self.svi = svi
        self.rate = rate
        per_quote = jax.vmap(self._price, in_axes=(None, 0, 0))
        self.price_grid = jax.jit(per_quote)
        self.delta_grid = jax.jit(jax.vmap(jax.grad(self._price), in_axes=(None, 0, 0)))

    def _price(self, forward, strike, expiry):
        sigma = self.svi.implied_vol(jnp.log(strike / forward), expiry)
        return black76_call(forward, strike, self.rate, sigma, expiry)
