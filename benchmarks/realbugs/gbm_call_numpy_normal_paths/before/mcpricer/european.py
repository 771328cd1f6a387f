import functools

import jax
import jax.numpy as jnp

from mcpricer.paths import simulate_gbm_paths


@functools.partial(jax.jit, static_argnames=("steps", "n_paths"))
def price_call_mc(key, s0, strike, r, sigma, T, steps=50, n_paths=20_000):
    paths = simulate_gbm_paths(key, s0, r, sigma, T, steps, n_paths)
    discounted = jnp.exp(-r * T) * jnp.maximum(paths[:, -1] - strike, 0.0)
    price = jnp.mean(discounted)
    stderr = jnp.std(discounted, ddof=1) / jnp.sqrt(n_paths)
    return price, stderr


# pathwise delta: differentiate the Monte Carlo price with respect to the spot
delta_call_mc = jax.jit(jax.grad(lambda key, s0, *args: price_call_mc(key, s0, *args)[0], argnums=1))
