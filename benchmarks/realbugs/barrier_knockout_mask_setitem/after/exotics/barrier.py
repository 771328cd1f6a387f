import functools

import jax
import jax.numpy as jnp

from exotics.paths import gbm_paths


@functools.partial(jax.jit, static_argnames=("n_steps", "n_paths"))
def price_up_and_out_put(key, option, market, n_steps=100, n_paths=20000):
    """Monte Carlo price of an up-and-out put and its standard error."""
    paths = gbm_paths(key, market, option.maturity, n_steps, n_paths)
    knocked_out = jnp.any(paths >= option.barrier, axis=0)
    payoff = jnp.where(knocked_out, 0.0, jnp.maximum(option.strike - paths[-1], 0.0))
    discounted = jnp.exp(-market.rate * option.maturity) * payoff
    price = jnp.mean(discounted)
    return price, jnp.std(discounted) / jnp.sqrt(n_paths)
