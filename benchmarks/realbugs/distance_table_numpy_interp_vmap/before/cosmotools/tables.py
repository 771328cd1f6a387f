"""Lookup tables of a flat LambdaCDM background, tabulated once with NumPy at import."""

import numpy as np

OMEGA_M = 0.3
HUBBLE_DISTANCE = 2997.92458  # c / H0 in Mpc/h

Z_GRID = np.linspace(0.0, 3.0, 601)
_INV_E = 1.0 / np.sqrt(OMEGA_M * (1.0 + Z_GRID) ** 3 + (1.0 - OMEGA_M))
CHI_GRID = HUBBLE_DISTANCE * np.concatenate(
    [[0.0], np.cumsum(0.5 * (_INV_E[1:] + _INV_E[:-1]) * np.diff(Z_GRID))])

A_GRID = np.linspace(0.05, 1.0, 400)
_OMEGA_M_A = OMEGA_M / (OMEGA_M + (1.0 - OMEGA_M) * A_GRID**3)
_UNNORMALISED = A_GRID * 2.5 * _OMEGA_M_A / (_OMEGA_M_A ** (4.0 / 7.0) - (1.0 - _OMEGA_M_A) + 1.0 + 0.5 * _OMEGA_M_A)
D_GRID = _UNNORMALISED / _UNNORMALISED[-1]
