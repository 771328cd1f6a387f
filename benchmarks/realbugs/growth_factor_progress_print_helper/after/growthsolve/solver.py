import jax
import jax.numpy as jnp

from .background import dlog_hubble_dlog_a
from .monitor import report_progress


class GrowthSolver:
    """Linear growth factor D(a) from the second-order growth equation, integrated in ln a with RK4."""

    def __init__(self, omega_m=0.3, a_init=1e-3, num_steps=50, verbose=True):
        self.omega_m = omega_m
        self.a_init = a_init
        self.num_steps = num_steps
        self.verbose = verbose
        self.solve = jax.jit(self._solve)

    def rhs(self, ln_a, y):
        a = jnp.exp(ln_a)
        d, dd = y
        ddd = -(2.0 + dlog_hubble_dlog_a(a, self.omega_m)) * dd + 1.5 * self.omega_m / (
            a ** 3 * (self.omega_m / a ** 3 + 1.0 - self.omega_m)) * d
        return jnp.stack([dd, ddd])

    def _step(self, carry, step):
        ln_a, y, h = carry
        k1 = self.rhs(ln_a, y)
        k2 = self.rhs(ln_a + 0.5 * h, y + 0.5 * h * k1)
        k3 = self.rhs(ln_a + 0.5 * h, y + 0.5 * h * k2)
        k4 = self.rhs(ln_a + h, y + h * k3)
        y = y + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        ln_a = ln_a + h
        if self.verbose:
            report_progress(step, jnp.exp(ln_a), y)
        return (ln_a, y, h), y[0]

    def _solve(self, ln_a_final):
        ln_a0 = jnp.log(self.a_init)
        h = (ln_a_final - ln_a0) / self.num_steps
        y0 = jnp.array([self.a_init, self.a_init])  # matter domination: D = a
        _, growth = jax.lax.scan(self._step, (ln_a0, y0, h), jnp.arange(self.num_steps))
        return growth
