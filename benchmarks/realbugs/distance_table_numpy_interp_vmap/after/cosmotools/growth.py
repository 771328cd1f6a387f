"""Linear growth factor, normalised to one today."""

import jax.numpy as jnp

from cosmotools.tables import A_GRID, D_GRID


def growth_factor(a):
    return jnp.interp(a, A_GRID, D_GRID)


def growth_suppression(z):
    return growth_factor(1.0 / (1.0 + z))
