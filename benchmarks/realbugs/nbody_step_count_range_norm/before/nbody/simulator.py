import jax

from nbody.forces import gravitational_accel


class LeapfrogSimulator:
    def __init__(self, masses, dt, softening):
        self.masses = masses
        self.dt = dt
        self.softening = softening
        self.run = jax.jit(self._run)

    def _kick_drift(self, positions, velocities):
        accel = gravitational_accel(positions, self.masses, self.softening)
        velocities = velocities + self.dt * accel
        return positions + self.dt * velocities, velocities

    def _run(self, positions, velocities, num_steps):
        for _ in range(num_steps):  # expect: JXL105
            positions, velocities = self._kick_drift(positions, velocities)
        return positions, velocities
