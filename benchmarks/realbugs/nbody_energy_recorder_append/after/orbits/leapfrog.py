import jax


class Leapfrog:
    """Kick-drift-kick leapfrog over a PointMasses system, recording the energy after every step."""

    def __init__(self, system, dt, recorder):
        self.system = system
        self.dt = dt
        self.recorder = recorder
        self._advance = jax.jit(self.advance, static_argnums=3)

    def advance(self, positions, velocities, t0, n_steps):
        def body(state, step):
            positions, velocities = state
            velocities = velocities + 0.5 * self.dt * self.system.accelerations(positions)
            positions = positions + self.dt * velocities
            velocities = velocities + 0.5 * self.dt * self.system.accelerations(positions)
            time = t0 + (step + 1) * self.dt
            return (positions, velocities), (time, self.system.energy(positions, velocities))

        (positions, velocities), record = jax.lax.scan(body, (positions, velocities), jax.numpy.arange(n_steps))
        return positions, velocities, record

    def run(self, positions, velocities, n_chunks, steps_per_chunk):
        t = 0.0
        for _ in range(n_chunks):
            positions, velocities, (times, energies) = self._advance(positions, velocities, t, steps_per_chunk)
            self.recorder.record(times, energies)
            t += steps_per_chunk * self.dt
        return positions, velocities
