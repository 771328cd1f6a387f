import jax
import jax.numpy as jnp

from .source import ricker
from .utils import report


class Propagator:
    """1D acoustic finite differences, second order in time and space, source at the surface."""

    def __init__(self, earth, dt=5e-4, nt=400, peak_frequency=25.0, report_every=100):
        self.earth = earth
        self.dt = dt
        self.nt = nt
        self.peak_frequency = peak_frequency
        self.report_every = report_every
        self.run = jax.jit(self._run)

    def _step(self, carry, it):
        u_prev, u, courant2 = carry
        lap = jnp.zeros_like(u).at[1:-1].set(u[2:] - 2.0 * u[1:-1] + u[:-2])
        u_next = 2.0 * u - u_prev + courant2 * lap
        u_next = u_next.at[1].add(ricker(it * self.dt, self.peak_frequency, 1.2 / self.peak_frequency))
        report(it, u_next)
        return (u, u_next, courant2), u_next[1]

    def _run(self, velocity):
        courant2 = (velocity * self.dt / self.earth.dz) ** 2
        u = jnp.zeros_like(velocity)
        _, trace = jax.lax.scan(self._step, (u, u, courant2), jnp.arange(self.nt))
        return trace
