import functools

import jax
import jax.numpy as jnp

from popdyn.solvers import rk4_solve


class ParameterSweep:
    """Solves the model once per parameter set and keeps the peak predator count of each run."""

    def __init__(self, rhs, y0, dt, num_steps):
        self.rhs = rhs
        self.y0 = jnp.asarray(y0)
        self.dt = dt
        self.num_steps = num_steps

    def run(self, param_sets):
        peaks = []
        for params in param_sets:
            solve = jax.jit(functools.partial(rk4_solve, self.rhs, params=params, dt=self.dt,  # expect: JXL501
                                              num_steps=self.num_steps))
            trajectory = solve(self.y0)
            peaks.append(trajectory[:, 1].max())
        return jnp.stack(peaks)
