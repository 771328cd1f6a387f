import jax


class LangevinIntegrator:
    """BAOAB splitting for particles in a harmonic trap."""

    def __init__(self, thermostat, spring, dt):
        self.thermostat = thermostat
        self.spring = spring
        self.dt = dt
        self.step = jax.jit(self._step)

    def forces(self, positions):
        return -self.spring * positions

    def _step(self, positions, velocities, masses, key):
        velocities = velocities + 0.5 * self.dt * self.forces(positions) / masses[:, None]
        positions = positions + 0.5 * self.dt * velocities
        velocities = self.thermostat.apply(velocities, masses, key)
        positions = positions + 0.5 * self.dt * velocities
        velocities = velocities + 0.5 * self.dt * self.forces(positions) / masses[:, None]
        return positions, velocities
