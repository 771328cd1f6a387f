import jax
import jax.numpy as jnp

from mcladder.paths import terminal_prices

simulate = jax.jit(terminal_prices, static_argnames=("num_paths", "num_steps"))


def call_price(market, strike, key, num_paths=20_000, num_steps=100):
    s_t = simulate(key, market.spot, market.rate, market.vol, market.maturity, num_paths=num_paths,
                   num_steps=num_steps)
    return jnp.exp(-market.rate * market.maturity) * jnp.maximum(s_t - strike, 0.0).mean()
