import math

import jax.numpy as jnp


class BerendsenThermostat:
    """Weak coupling to a heat bath: velocities are scaled so that T relaxes to the target with time constant tau."""

    def __init__(self, target, tau, dt, dimensions=2):
        self.target = target
        self.tau = tau
        self.dt = dt
        self.dimensions = dimensions

    def temperature(self, velocities, mass=1.0):
        kinetic = 0.5 * mass * jnp.sum(velocities**2)
        return 2.0 * kinetic / (self.dimensions * velocities.shape[0])

    def rescale(self, velocities):
        current = self.temperature(velocities)
        scale = math.sqrt(1.0 + self.dt / self.tau * (self.target / current - 1.0))  # expect: JXL104
        return velocities * scale
