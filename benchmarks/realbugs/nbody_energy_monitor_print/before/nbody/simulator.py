import jax

from nbody.physics import accelerations, total_energy


class VerletSimulator:
    """Velocity Verlet for a self-gravitating cluster, advanced in jitted blocks of steps."""

    def __init__(self, mass, monitor, dt=1e-3, softening=0.05, steps_per_block=100):
        self.mass = mass
        self.monitor = monitor
        self.dt = dt
        self.softening = softening
        self.steps_per_block = steps_per_block
        self._block = jax.jit(self.block)

    def verlet_step(self, state, _):
        pos, vel, acc = state
        vel = vel + 0.5 * self.dt * acc
        pos = pos + self.dt * vel
        acc = accelerations(pos, self.mass, self.softening)
        vel = vel + 0.5 * self.dt * acc
        return (pos, vel, acc), None

    def block(self, pos, vel, step):
        acc = accelerations(pos, self.mass, self.softening)
        (pos, vel, _), _ = jax.lax.scan(self.verlet_step, (pos, vel, acc), None, length=self.steps_per_block)
        self.monitor.report(step + self.steps_per_block, total_energy(pos, vel, self.mass, self.softening))
        return pos, vel

    def run(self, pos, vel, n_blocks):
        for block in range(n_blocks):
            pos, vel = self._block(pos, vel, block * self.steps_per_block)
        return pos, vel
