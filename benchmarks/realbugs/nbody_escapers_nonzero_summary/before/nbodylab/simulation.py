import jax

from nbodylab.physics import accelerations


class GravitySimulation:
    """Leapfrog N-body run followed by a summary; the whole pipeline is one compiled function."""

    def __init__(self, dt, num_steps, report):
        self.dt = dt
        self.num_steps = num_steps
        self.report = report
        self.run = jax.jit(self._run)

    def gravity_step(self, state, _):
        positions, velocities, masses = state
        velocities = velocities + 0.5 * self.dt * accelerations(positions, masses)
        positions = positions + self.dt * velocities
        velocities = velocities + 0.5 * self.dt * accelerations(positions, masses)
        return (positions, velocities, masses), None

    def _run(self, positions, velocities, masses):
        state, _ = jax.lax.scan(self.gravity_step, (positions, velocities, masses), None, length=self.num_steps)
        return state, self.report(*state)
