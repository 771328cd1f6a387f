import jax.numpy as jnp
from jax.scipy.stats import norm


def d1_d2(spot, strike, rate, sigma, maturity):
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * sigma**2) * maturity) / (sigma * jnp.sqrt(maturity))
    return d1, d1 - sigma * jnp.sqrt(maturity)


def call_price(spot, strike, rate, sigma, maturity):
    d1, d2 = d1_d2(spot, strike, rate, sigma, maturity)
    return spot * norm.cdf(d1) - strike * jnp.exp(-rate * maturity) * norm.cdf(d2)


def call_vega(spot, strike, rate, sigma, maturity):
    d1, _ = d1_d2(spot, strike, rate, sigma, maturity)
    return spot * jnp.sqrt(maturity) * norm.pdf(d1)
