"""The stochastic optimal growth model: log utility, Cobb-Douglas production, lognormal shocks."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class GrowthModel(NamedTuple):
    beta: float
    alpha: float
    grid: jax.Array
    shocks: jax.Array


def create_growth_model(beta, alpha, grid_max, grid_size, shock_size, seed):
    grid = jnp.linspace(1e-4, grid_max, grid_size)
    shocks = jnp.exp(0.1 * jax.random.normal(jax.random.PRNGKey(seed), (shock_size,)))
    return GrowthModel(beta=beta, alpha=alpha, grid=grid, shocks=shocks)


def utility(c):
    return jnp.log(c)


def production(k, alpha):
    return k**alpha
