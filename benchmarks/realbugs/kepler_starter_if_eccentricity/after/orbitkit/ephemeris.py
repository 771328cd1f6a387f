import jax
import jax.numpy as jnp

from orbitkit.kepler import KeplerSolver


class Ephemeris:
    """Sky-plane positions of a catalogue of bodies at a common set of epochs."""

    def __init__(self, solver=None):
        self.solver = solver or KeplerSolver()
        self.positions = jax.jit(jax.vmap(self._positions_of_one, in_axes=(0, None)))

    def _positions_of_one(self, orbit, times):
        M = orbit.mean_anomaly(times)
        E = self.solver.solve(M, orbit.eccentricity)
        x = orbit.semi_major_axis * (jnp.cos(E) - orbit.eccentricity)
        y = orbit.semi_major_axis * jnp.sqrt(1.0 - orbit.eccentricity ** 2) * jnp.sin(E)
        return jnp.stack([x, y], axis=-1)
