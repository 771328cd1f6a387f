import jax.numpy as jnp
from jax.scipy.stats import norm


def geometric_asian_call(s0, strike, r, sigma, T, n_steps):
    """Exact price of the discretely monitored geometric-average Asian call (the control variate)."""
    n = n_steps
    sigma_g = sigma * jnp.sqrt((n + 1) * (2 * n + 1) / (6 * n ** 2))
    mu_g = 0.5 * sigma_g ** 2 + (r - 0.5 * sigma ** 2) * (n + 1) / (2 * n)
    d1 = (jnp.log(s0 / strike) + (mu_g + 0.5 * sigma_g ** 2) * T) / (sigma_g * jnp.sqrt(T))
    d2 = d1 - sigma_g * jnp.sqrt(T)
    return jnp.exp(-r * T) * (s0 * jnp.exp(mu_g * T) * norm.cdf(d1) - strike * norm.cdf(d2))
