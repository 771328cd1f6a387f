import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger(__name__)


class RK4Solver:
    """Classical fixed-step Runge-Kutta, the whole trajectory compiled as one scan."""

    def __init__(self, rhs, dt, n_steps):
        self.rhs = rhs
        self.dt = dt
        self.n_steps = n_steps
        self._integrate = jax.jit(self._integrate_impl)

    def _step(self, t, y):
        k1 = self.rhs(t, y)
        k2 = self.rhs(t + 0.5 * self.dt, y + 0.5 * self.dt * k1)
        k3 = self.rhs(t + 0.5 * self.dt, y + 0.5 * self.dt * k2)
        k4 = self.rhs(t + self.dt, y + self.dt * k3)
        dy = self.dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        logger.debug("rk4 step t=%s max|dy|=%s", t, jnp.max(jnp.abs(dy)))  # expect: JXL203
        return y + dy

    def _integrate_impl(self, y0):
        def body(y, t):
            y_next = self._step(t, y)
            return y_next, y_next

        times = self.dt * jnp.arange(self.n_steps)
        _, trajectory = jax.lax.scan(body, y0, times)
        return trajectory

    def solve(self, y0):
        return self._integrate(jnp.asarray(y0))
