import functools

import jax
import jax.numpy as jnp

from mcladder.paths import terminal_prices


def call_price(market, strike, key, num_paths=20_000, num_steps=100):
    simulate = jax.jit(functools.partial(terminal_prices, num_paths=num_paths, num_steps=num_steps))  # expect: JXL502
    s_t = simulate(key, market.spot, market.rate, market.vol, market.maturity)
    return jnp.exp(-market.rate * market.maturity) * jnp.maximum(s_t - strike, 0.0).mean()
