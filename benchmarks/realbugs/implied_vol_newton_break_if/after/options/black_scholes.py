import jax.numpy as jnp
from jax.scipy.stats import norm


def d1_d2(spot, strike, expiry, rate, vol):
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * vol**2) * expiry) / (vol * jnp.sqrt(expiry))
    return d1, d1 - vol * jnp.sqrt(expiry)


def call_price(spot, strike, expiry, rate, vol):
    d1, d2 = d1_d2(spot, strike, expiry, rate, vol)
    return spot * norm.cdf(d1) - strike * jnp.exp(-rate * expiry) * norm.cdf(d2)


def vega(spot, strike, expiry, rate, vol):
    d1, _ = d1_d2(spot, strike, expiry, rate, vol)
    return spot * norm.pdf(d1) * jnp.sqrt(expiry)
