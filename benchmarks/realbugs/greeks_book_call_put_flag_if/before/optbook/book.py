import jax
import jax.numpy as jnp

from .black import black_scholes

# spot, rate and vol are the risk factors a desk hedges against
_RISK_FACTORS = (1, 3, 4)


class OptionBook:
    """A book of European equity options on one underlying, priced and risked in one batch."""

    def __init__(self, strikes, expiries, is_call, quantities):
        self.strikes = jnp.asarray(strikes, dtype=jnp.float32)
        self.expiries = jnp.asarray(expiries, dtype=jnp.float32)
        self.is_call = jnp.asarray(is_call, dtype=bool)
        self.quantities = jnp.asarray(quantities, dtype=jnp.float32)
        per_option = jax.vmap(black_scholes, in_axes=(0, None, 0, None, None, 0))
        sensitivities = jax.vmap(jax.grad(black_scholes, argnums=_RISK_FACTORS), in_axes=(0, None, 0, None, None, 0))
        self._prices = jax.jit(per_option)
        self._sensitivities = jax.jit(sensitivities)

    def prices(self, spot, rate, vol):
        return self._prices(self.is_call, spot, self.strikes, rate, vol, self.expiries)

    def greeks(self, spot, rate, vol):
        delta, rho, vega = self._sensitivities(self.is_call, spot, self.strikes, rate, vol, self.expiries)
        return {"delta": delta, "rho": rho, "vega": vega}

    def portfolio_value(self, spot, rate, vol):
        return jnp.sum(self.quantities * self.prices(spot, rate, vol))

    def hedge_ratio(self, spot, rate, vol):
        """Shares of the underlying to short so that the book is delta neutral."""
        return jnp.sum(self.quantities * self.greeks(spot, rate, vol)["delta"])
