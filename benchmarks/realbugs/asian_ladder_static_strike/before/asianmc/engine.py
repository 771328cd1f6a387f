import functools

import jax
import jax.numpy as jnp

from asianmc.closed_form import geometric_asian_call


def monitored_prices(key, s0, r, sigma, T, n_steps, n_paths):
    dt = T / n_steps
    shocks = jax.random.normal(key, (n_paths, n_steps))
    log_steps = (r - 0.5 * sigma ** 2) * dt + sigma * jnp.sqrt(dt) * shocks
    return s0 * jnp.exp(jnp.cumsum(log_steps, axis=1))


@functools.partial(jax.jit, static_argnames=("strike", "n_steps", "n_paths"))
def arithmetic_asian_call(key, s0, r, sigma, T, strike, n_steps=52, n_paths=20_000):
    """Arithmetic-average Asian call by Monte Carlo with the geometric average as control variate."""
    prices = monitored_prices(key, s0, r, sigma, T, n_steps, n_paths)
    discount = jnp.exp(-r * T)
    arithmetic = discount * jnp.maximum(jnp.mean(prices, axis=1) - strike, 0.0)
    geometric = discount * jnp.maximum(jnp.exp(jnp.mean(jnp.log(prices), axis=1)) - strike, 0.0)
    cov = jnp.mean((arithmetic - arithmetic.mean()) * (geometric - geometric.mean()))
    b = cov / jnp.var(geometric)
    exact_geometric = geometric_asian_call(s0, strike, r, sigma, T, n_steps)
    controlled = arithmetic - b * (geometric - exact_geometric)
    return jnp.mean(controlled), jnp.std(controlled) / jnp.sqrt(n_paths)
