"""Linear growth factor, normalised to one today."""

import numpy as np

from cosmotools.tables import A_GRID, D_GRID


def growth_factor(a):
    return np.interp(a, A_GRID, D_GRID)  # expect: JXL401


def growth_suppression(z):
    return growth_factor(1.0 / (1.0 + z))
