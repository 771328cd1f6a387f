import jax
import jax.numpy as jnp

import linsolve


class Newton:
    """Newton's method for F(y) = 0 with a fixed number of steps, each a direct linear solve."""

    def __init__(self, fn, steps=8, linear_solver=None):
        self.fn = fn
        self.steps = steps
        self.linear_solver = linear_solver or linsolve.LU()
        self._solve = jax.jit(self._run)

    def _step(self, carry, _):
        y, failed = carry
        jac = jax.jacfwd(self.fn)(y)
        sol = linsolve.linear_solve(jac, -self.fn(y), self.linear_solver)
        failed = failed | (sol.result != linsolve.RESULTS.successful)
        return (y + sol.value, failed), None

    def _run(self, y0):
        (y, failed), _ = jax.lax.scan(self._step, (y0, jnp.asarray(False)), None, length=self.steps)
        return y, failed

    def __call__(self, y0):
        return self._solve(y0)
