import logging

import jax.numpy as jnp

from seir.config import SolverParams
from tinyode import RESULTS, solve

logger = logging.getLogger(__name__)


def seir_rhs(t, y, args):
    beta, sigma, gamma = args
    s, e, i, r = y
    return jnp.stack([-beta * s * i, beta * s * i - sigma * e, sigma * e - gamma * i, gamma * i])


def simulate(params, solver: SolverParams):
    y0 = jnp.array([0.99, 0.0, 0.01, 0.0])
    sol = solve(seir_rhs, y0, 0.0, solver.t_final, solver.dt, args=params, max_steps=solver.max_steps)
    if sol.result != RESULTS.successful:  # expect: JXL101
        logger.warning("SEIR solve stopped after %s steps before t=%s", sol.num_steps, solver.t_final)  # expect: JXL203
    return sol.ys
