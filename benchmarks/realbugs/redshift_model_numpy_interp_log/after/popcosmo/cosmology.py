"""Flat Lambda-CDM distances on a fixed redshift grid, traceable in H0 and Om0."""

import jax.numpy as xp
import numpy as np

C_KM_S = 299792.458
Z_GRID = np.linspace(0.0, 3.0, 600)


def _cumulative_trapezoid(y, x):
    steps = 0.5 * (y[1:] + y[:-1]) * (x[1:] - x[:-1])
    return xp.concatenate([xp.zeros(1), xp.cumsum(steps)])


def hubble_ratio(z, Om0):
    return xp.sqrt(Om0 * (1.0 + z) ** 3 + 1.0 - Om0)


def comoving_distance_grid(H0, Om0):
    return C_KM_S / H0 * _cumulative_trapezoid(1.0 / hubble_ratio(Z_GRID, Om0), Z_GRID)


def redshift_at_distance(dL, H0, Om0):
    dL_grid = (1.0 + Z_GRID) * comoving_distance_grid(H0, Om0)
    return xp.interp(dL, dL_grid, Z_GRID)


def differential_comoving_volume(z, H0, Om0):
    dc = xp.interp(z, Z_GRID, comoving_distance_grid(H0, Om0))
    return 4.0 * xp.pi * dc**2 * C_KM_S / H0 / hubble_ratio(z, Om0)
