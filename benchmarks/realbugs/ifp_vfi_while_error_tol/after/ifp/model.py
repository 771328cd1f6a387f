from typing import NamedTuple

import jax.numpy as jnp
import numpy as np
from scipy.stats import norm


class IFP(NamedTuple):
    beta: float
    R: float
    gamma: float
    a_grid: jnp.ndarray
    y_grid: jnp.ndarray
    P: jnp.ndarray


def tauchen(n, rho, nu, m=3.0):
    """Discretise y' = rho y + nu eps as an n-state Markov chain."""
    std = nu / np.sqrt(1.0 - rho ** 2)
    x = np.linspace(-m * std, m * std, n)
    step = x[1] - x[0]
    P = np.empty((n, n))
    for i in range(n):
        z = (x - rho * x[i]) / nu
        upper = norm.cdf(z + step / (2 * nu))
        lower = norm.cdf(z - step / (2 * nu))
        P[i] = upper - lower
        P[i, 0] = upper[0]
        P[i, -1] = 1.0 - lower[-1]
    return x, P


def create_ifp(R=1.01, beta=0.96, gamma=1.5, a_max=10.0, a_size=60, rho=0.9, nu=0.1, y_size=5):
    assert R * beta < 1, "Stability condition violated."
    x, P = tauchen(y_size, rho, nu)
    return IFP(beta=beta, R=R, gamma=gamma, a_grid=jnp.linspace(0.0, a_max, a_size),
               y_grid=jnp.exp(jnp.asarray(x)), P=jnp.asarray(P))
