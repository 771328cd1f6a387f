import jax
import jax.numpy as jnp

from orbits.kepler import solve_kepler


class KeplerOrbit:
    """A two-body orbit in its own plane, focus at the origin, periapsis on the +x axis."""

    def __init__(self, semi_major_axis, eccentricity, period):
        self.a = semi_major_axis
        self.e = eccentricity
        self.period = period

    def mean_anomaly(self, t):
        return 2.0 * jnp.pi * t / self.period

    def position(self, t):
        E = solve_kepler(self.mean_anomaly(t), self.e)
        x = self.a * (jnp.cos(E) - self.e)
        y = self.a * jnp.sqrt(1.0 - self.e**2) * jnp.sin(E)
        return jnp.stack([x, y])


class Ephemeris:
    """Positions of one body at many epochs."""

    def __init__(self, orbit):
        self.orbit = orbit
        self._positions = jax.jit(jax.vmap(orbit.position))

    def __call__(self, times):
        return self._positions(times)
