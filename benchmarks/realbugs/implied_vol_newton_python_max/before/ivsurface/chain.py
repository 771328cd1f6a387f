from dataclasses import dataclass

import jax.numpy as jnp

from ivsurface.pricing import black_scholes_call


@dataclass
class OptionChain:
    strikes: jnp.ndarray
    maturities: jnp.ndarray
    prices: jnp.ndarray


def smile(strikes, spot, atm_vol=0.2, skew=-0.1, curvature=0.3):
    moneyness = jnp.log(strikes / spot)
    return atm_vol + skew * moneyness + curvature * moneyness ** 2


def synthetic_chain(spot=100.0, rate=0.02):
    """Quotes on a strike-maturity grid priced from a known smile, as a market data stand-in."""
    strikes, maturities = jnp.meshgrid(jnp.linspace(85.0, 115.0, 7), jnp.array([0.25, 0.5, 1.0]))
    strikes, maturities = strikes.ravel(), maturities.ravel()
    vols = smile(strikes, spot)
    prices = black_scholes_call(spot, strikes, maturities, rate, vols)
    return OptionChain(strikes, maturities, prices), vols
