from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class Market(NamedTuple):
    spot: float
    rate: float
    sigma: float


def terminal_price(key, market, maturity):
    """S_T = S_0 exp(sigma W_T + (r - sigma^2 / 2) T) under the risk-neutral measure."""
    w = jnp.sqrt(maturity) * jax.random.normal(key)
    return market.spot * jnp.exp(market.sigma * w + (market.rate - 0.5 * market.sigma**2) * maturity)


def black_scholes_call(market, strike, maturity):
    d1 = (jnp.log(market.spot / strike) + (market.rate + 0.5 * market.sigma**2) * maturity) / (
        market.sigma * jnp.sqrt(maturity))
    d2 = d1 - market.sigma * jnp.sqrt(maturity)
    return market.spot * norm.cdf(d1) - strike * jnp.exp(-market.rate * maturity) * norm.cdf(d2)
