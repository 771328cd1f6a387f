import jax.numpy as jnp
import jax.scipy.special as jss


def phi(z):
    return (1.0 + jss.erf(z / jnp.sqrt(2.0))) / 2.0


def black76_call(forward, strike, rate, sigma, expiry):
    d1 = (jnp.log(forward / strike) + 0.5 * sigma ** 2 * expiry) / (sigma * jnp.sqrt(expiry))
    d2 = d1 - sigma * jnp.sqrt(expiry)
    return jnp.exp(-rate * expiry) * (forward * phi(d1) - strike * phi(d2))
