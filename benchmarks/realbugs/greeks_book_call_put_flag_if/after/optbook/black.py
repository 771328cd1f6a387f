import jax.numpy as jnp
from jax.scipy import special


def norm_cdf(z):
    return 0.5 * (1.0 + special.erf(z / jnp.sqrt(2.0)))


def black76(is_call, forward, strike, rate, sigma, expiry):
    """Black (1976) price of a European option on a forward."""
    d1 = (jnp.log(forward / strike) + 0.5 * sigma ** 2 * expiry) / (sigma * jnp.sqrt(expiry))
    d2 = d1 - sigma * jnp.sqrt(expiry)
    discount = jnp.exp(-rate * expiry)
    call = discount * (forward * norm_cdf(d1) - strike * norm_cdf(d2))
    put = discount * (strike * norm_cdf(-d2) - forward * norm_cdf(-d1))
    return jnp.where(is_call, call, put)


def black_scholes(is_call, spot, strike, rate, sigma, expiry):
    forward = jnp.exp(rate * expiry) * spot
    return black76(is_call, forward, strike, rate, sigma, expiry)
