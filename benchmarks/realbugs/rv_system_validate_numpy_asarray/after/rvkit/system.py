import jax.numpy as jnp
import numpy as np

from rvkit.kepler import keplerian_rv


class PlanetarySystem:
    """Radial velocities of a star with several planets on Keplerian orbits."""

    def __init__(self, n_planets, t_start, t_end):
        self.n_planets = n_planets
        self.t_start = t_start
        self.t_end = t_end

    def validate_times(self, times):
        """Checks concrete observation times once, before they enter any traced likelihood."""
        t = np.asarray(times)
        if t.min() < self.t_start or t.max() > self.t_end:
            raise ValueError("RV times outside the integration window")

    def rv(self, times, params):
        total = jnp.zeros_like(times)
        for k in range(self.n_planets):
            p = params[k]
            total = total + keplerian_rv(times, p[0], p[1], p[2], p[3], p[4])
        return total
