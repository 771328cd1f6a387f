from typing import NamedTuple

import numpy as np


class PredatorPrey(NamedTuple):
    alpha: float = 2.0  # prey growth
    beta: float = 1.0  # predation
    gamma: float = 1.5  # predator death
    delta: float = 1.0  # predator growth per prey eaten


def lotka_volterra(t, y, p):
    x, z = y
    dx_dt = p.alpha * x - p.beta * x * z
    dz_dt = p.delta * x * z - p.gamma * z
    return np.array([dx_dt, dz_dt])  # expect: JXL401


def first_integral(y, p):
    """Constant along exact orbits: delta x - gamma ln x + beta z - alpha ln z."""
    x, z = y[..., 0], y[..., 1]
    return p.delta * x - p.gamma * np.log(x) + p.beta * z - p.alpha * np.log(z)
