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
        self.solve = jax.jit(rk4_solve, static_argnames=("rhs", "num_steps"))

    def run(self, param_sets):
        peaks = []
        for params in param_sets:
            trajectory = self.solve(self.rhs, self.y0, params, self.dt, num_steps=self.num_steps)
            peaks.append(trajectory[:, 1].max())
        return jnp.stack(peaks)
