import jax.numpy as jnp

from solvers import fixed_point


def equilibrium_prices(demand_shifts):
    prices = []
    for shift in demand_shifts:
        prices.append(fixed_point(lambda p: 0.5 * p + shift / (1.0 + p), jnp.ones(3)))
    return prices
