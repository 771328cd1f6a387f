"""Background distances, differentiable and vectorisable in the redshift."""

import jax.numpy as jnp

from cosmotools.interpolate import interp
from cosmotools.tables import CHI_GRID, Z_GRID


def comoving_distance(z):
    return interp(z, Z_GRID, CHI_GRID)


def luminosity_distance(z):
    return (1.0 + z) * comoving_distance(z)


def distance_modulus(z):
    return 5.0 * jnp.log10(luminosity_distance(z) * 1e6 / 10.0)
