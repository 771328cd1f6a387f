import jax.numpy as jnp

from solvers import fixed_point


def update(p, shift):
    return 0.5 * p + shift / (1.0 + p)


def equilibrium_prices(demand_shifts):
    prices = []
    for shift in demand_shifts:
        prices.append(fixed_point(update, jnp.ones(3), shift))
    return prices
