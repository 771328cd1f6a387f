import jax


class VelocityVerlet:
    def __init__(self, energy_fn, dt, writer, mass=1.0):
        self.force = jax.grad(lambda x: -energy_fn(x))
        self.dt = dt
        self.mass = mass
        self.writer = writer
        self.step = jax.jit(self._step)

    def _step(self, positions, velocities, step):
        accel = self.force(positions) / self.mass
        positions = positions + self.dt * velocities + 0.5 * self.dt**2 * accel
        velocities = velocities + 0.5 * self.dt * (accel + self.force(positions) / self.mass)
        self.writer.write_frame(positions, step)
        return positions, velocities
