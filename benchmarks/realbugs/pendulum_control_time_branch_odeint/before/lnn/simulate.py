"""Trajectories of the analytical dynamics, integrated with odeint."""

from functools import partial

import jax
from jax.experimental.ode import odeint

from lnn.physics import analytical_fn


@partial(jax.jit, backend="cpu")
def solve_analytical(initial_state, times):
    return odeint(analytical_fn, initial_state, t=times, rtol=1e-8, atol=1e-8)
