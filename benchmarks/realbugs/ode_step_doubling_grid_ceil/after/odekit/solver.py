"""Fixed output grid, with each grid step refined by step doubling when its error estimate is too large."""

import math

import jax
import jax.numpy as jnp

from odekit.tableau import error_ratio, heun_euler_step


class AdaptiveGridSolver:
    SAFETY = 0.9

    def __init__(self, rhs, t0, t1, dt0, rtol=1e-4, atol=1e-6):
        self.rhs = rhs
        self.t0 = t0
        self.t1 = t1
        self.dt0 = dt0
        self.rtol = rtol
        self.atol = atol
        self._solve = jax.jit(self._integrate)

    def _refined_step(self, t, y, dt):
        half, _ = heun_euler_step(self.rhs, t, y, 0.5 * dt)
        y_new, _ = heun_euler_step(self.rhs, t + 0.5 * dt, half, 0.5 * dt)
        return y_new

    def _integrate(self, y0):
        n_steps = math.ceil((self.t1 - self.t0) / self.dt0)
        ts = jnp.linspace(self.t0, self.t1, n_steps + 1)

        def scan_fun(carry, t_next):
            y, t = carry
            dt = t_next - t
            y_new, err = heun_euler_step(self.rhs, t, y, dt)
            ratio = error_ratio(err, y, y_new, self.rtol, self.atol)
            y_new = jnp.where(ratio > 1.0, self._refined_step(t, y, dt), y_new)
            return (y_new, t_next), y_new

        _, ys = jax.lax.scan(scan_fun, (y0, ts[0]), ts[1:])
        return ts, jnp.concatenate([y0[None], ys])

    def solve(self, y0):
        return self._solve(jnp.asarray(y0))
