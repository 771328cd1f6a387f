from collections import namedtuple
from math import erf, sqrt

import jax.numpy as jnp
import numpy as np

Model = namedtuple("Model", ("constants", "sizes", "arrays"))


def _normal_cdf(z):
    return 0.5 * (1.0 + np.vectorize(erf)(z / sqrt(2.0)))


def tauchen(n, rho, sigma):
    """A small discretised AR(1) income process: grid and transition matrix."""
    std = sigma / sqrt(1.0 - rho ** 2)
    grid = np.linspace(-2.0 * std, 2.0 * std, n)
    half_step = (grid[1] - grid[0]) / 2
    Q = _normal_cdf((grid[None, :] - rho * grid[:, None] + half_step) / sigma) \
        - _normal_cdf((grid[None, :] - rho * grid[:, None] - half_step) / sigma)
    return grid, Q / Q.sum(axis=1, keepdims=True)


def create_savings_model(R, beta, gamma, w_max, w_size, y_size):
    y_grid, Q = tauchen(y_size, 0.9, 0.1)
    w_grid = np.linspace(0.0, w_max, w_size)
    constants = (beta, R, gamma)
    sizes = (w_size, y_size)
    arrays = (jnp.asarray(w_grid), jnp.asarray(np.exp(y_grid)), jnp.asarray(Q))
    return Model(constants, sizes, arrays)
