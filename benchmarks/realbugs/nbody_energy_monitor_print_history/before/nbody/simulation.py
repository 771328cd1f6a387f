import jax

from nbody.diagnostics import EnergyMonitor
from nbody.physics import accelerations, total_energy


class Simulation:
    def __init__(self, masses, dt, softening=0.05):
        self.masses = masses
        self.dt = dt
        self.softening = softening
        self.monitor = EnergyMonitor("leapfrog")
        self.step_count = 0
        self._advance = jax.jit(self.advance)

    def advance(self, positions, velocities):
        half = velocities + 0.5 * self.dt * accelerations(positions, self.masses, self.softening)
        positions = positions + self.dt * half
        velocities = half + 0.5 * self.dt * accelerations(positions, self.masses, self.softening)
        self.monitor.record(self.step_count, total_energy(positions, velocities, self.masses, self.softening))
        return positions, velocities

    def run(self, positions, velocities, n_steps):
        for _ in range(n_steps):
            positions, velocities = self._advance(positions, velocities)
            self.step_count += 1
        return positions, velocities
