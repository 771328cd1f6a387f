import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("horizon", "num_paths"))
def call_prices(key, params, strike, beta, horizon, num_paths):
    """beta^n E max(S_n - K, 0) for every n = 1..horizon, from one set of simulated paths."""

    def period(carry, key):
        s, h = carry
        key_xi, key_eta = jax.random.split(key)
        s = s + params.mu + jnp.exp(h) * jax.random.normal(key_xi, s.shape)
        h = params.rho * h + params.nu * jax.random.normal(key_eta, h.shape)
        return (s, h), jnp.maximum(jnp.exp(s) - strike, 0.0).mean()

    start = (jnp.full(num_paths, jnp.log(params.s0)), jnp.full(num_paths, params.h0))
    _, expected_payoffs = jax.lax.scan(period, start, jax.random.split(key, horizon))
    return beta ** jnp.arange(1, horizon + 1) * expected_payoffs
