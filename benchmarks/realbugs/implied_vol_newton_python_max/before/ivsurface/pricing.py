import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def black_scholes_call(spot, strike, maturity, rate, sigma):
    """European call price under Black-Scholes."""
    sqrt_t = jnp.sqrt(maturity)
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * sigma ** 2) * maturity) / (sigma * sqrt_t)
    d2 = d1 - sigma * sqrt_t
    return spot * norm.cdf(d1) - strike * jnp.exp(-rate * maturity) * norm.cdf(d2)


# dC/dsigma, the Newton slope for the implied volatility
vega = jax.grad(black_scholes_call, argnums=4)
