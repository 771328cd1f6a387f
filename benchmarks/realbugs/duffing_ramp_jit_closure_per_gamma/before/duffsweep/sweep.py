import math

import jax
import jax.numpy as jnp
import numpy as np

from duffsweep.integrate import rk4_period
from duffsweep.model import OMEGA, make_duffing

STEPS_PER_PERIOD = 200
DT = 2.0 * math.pi / OMEGA / STEPS_PER_PERIOD


def ramp(gammas, y0):
    """Stroboscopic radius after one forcing period for each amplitude, continuing from the previous state."""
    radii = []
    y = jnp.asarray(y0)
    for gamma in gammas:
        rhs = make_duffing(gamma)
        advance = jax.jit(lambda state: rk4_period(rhs, state, DT, STEPS_PER_PERIOD))  # expect: JXL501
        y = advance(y)
        radii.append(float(jnp.linalg.norm(y)))
    return np.array(radii)
