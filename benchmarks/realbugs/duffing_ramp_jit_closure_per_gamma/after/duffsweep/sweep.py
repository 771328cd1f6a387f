import math

import jax
import jax.numpy as jnp
import numpy as np

from duffsweep.integrate import rk4_period
from duffsweep.model import OMEGA, duffing

STEPS_PER_PERIOD = 200
DT = 2.0 * math.pi / OMEGA / STEPS_PER_PERIOD


@jax.jit
def advance(state, gamma):
    return rk4_period(lambda t, y: duffing(t, y, gamma), state, DT, STEPS_PER_PERIOD)


def ramp(gammas, y0):
    """Stroboscopic radius after one forcing period for each amplitude, continuing from the previous state."""
    radii = []
    y = jnp.asarray(y0)
    for gamma in gammas:
        y = advance(y, gamma)
        radii.append(float(jnp.linalg.norm(y)))
    return np.array(radii)
