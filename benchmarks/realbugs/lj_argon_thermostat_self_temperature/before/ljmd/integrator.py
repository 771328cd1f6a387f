import jax


class VelocityVerlet:
    """NVT molecular dynamics: velocity Verlet steps followed by a thermostat, compiled once."""

    def __init__(self, force_fn, thermostat, dt=0.005, num_steps=200):
        self.force_fn = force_fn
        self.thermostat = thermostat
        self.dt = dt
        self.num_steps = num_steps
        self.run = jax.jit(self._run)

    def _step(self, state, _):
        positions, velocities, forces = state
        velocities = velocities + 0.5 * self.dt * forces
        positions = positions + self.dt * velocities
        forces = self.force_fn(positions)
        velocities = velocities + 0.5 * self.dt * forces
        velocities = self.thermostat.apply(velocities)
        return (positions, velocities, forces), None

    def _run(self, positions, velocities):
        state = (positions, velocities, self.force_fn(positions))
        (positions, velocities, _), _ = jax.lax.scan(self._step, state, None, length=self.num_steps)
        return positions, velocities
