import jax
import jax.numpy as jnp

from orbits.kepler import KeplerSolver


class Orbit:
    def __init__(self, semi_major_axis, eccentricity, period, solver=None):
        self.a = semi_major_axis
        self.e = eccentricity
        self.period = period
        self.solver = solver or KeplerSolver()
        self._positions = jax.jit(jax.vmap(self.position))

    def position(self, t):
        mean_anomaly = jnp.mod(2.0 * jnp.pi * t / self.period, 2.0 * jnp.pi)
        E = self.solver.eccentric_anomaly(mean_anomaly, self.e)
        x = self.a * (jnp.cos(E) - self.e)
        y = self.a * jnp.sqrt(1.0 - self.e ** 2) * jnp.sin(E)
        return jnp.array([x, y])

    def positions(self, times):
        return self._positions(times)
