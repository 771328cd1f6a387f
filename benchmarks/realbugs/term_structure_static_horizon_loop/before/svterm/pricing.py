import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n", "num_paths"))
def call_price(key, params, strike, beta, n, num_paths):
    """beta^n E max(S_n - K, 0) under stochastic volatility, by Monte Carlo over `num_paths` paths."""

    def period(carry, key):
        s, h = carry
        key_xi, key_eta = jax.random.split(key)
        s = s + params.mu + jnp.exp(h) * jax.random.normal(key_xi, s.shape)
        h = params.rho * h + params.nu * jax.random.normal(key_eta, h.shape)
        return (s, h), None

    start = (jnp.full(num_paths, jnp.log(params.s0)), jnp.full(num_paths, params.h0))
    (s, _), _ = jax.lax.scan(period, start, jax.random.split(key, n))
    return beta ** n * jnp.maximum(jnp.exp(s) - strike, 0.0).mean()
