from typing import NamedTuple

import jax.numpy as jnp


class Orbit(NamedTuple):
    """Keplerian elements of one body (angles in radians, time in days)."""

    semi_major_axis: jnp.ndarray
    eccentricity: jnp.ndarray
    period: jnp.ndarray
    time_of_periapsis: jnp.ndarray

    def mean_anomaly(self, t):
        return jnp.mod(2.0 * jnp.pi * (t - self.time_of_periapsis) / self.period, 2.0 * jnp.pi)
