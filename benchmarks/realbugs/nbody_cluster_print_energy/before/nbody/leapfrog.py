import jax
import jax.numpy as jnp

from nbody.monitor import EnergyMonitor


class Leapfrog:
    """Kick-drift-kick leapfrog: symplectic, so the energy error stays bounded instead of growing."""

    def __init__(self, system, dt):
        self.system = system
        self.dt = dt
        self.evolve = jax.jit(self._evolve, static_argnames="n_steps")

    def _evolve(self, pos, vel, n_steps):
        monitor = EnergyMonitor(self.system.energy(pos, vel))

        def step(carry, i):
            pos, vel = carry
            vel = vel + 0.5 * self.dt * self.system.accelerations(pos)
            pos = pos + self.dt * vel
            vel = vel + 0.5 * self.dt * self.system.accelerations(pos)
            monitor.record(i, self.system.energy(pos, vel))
            return (pos, vel), None

        (pos, vel), _ = jax.lax.scan(step, (pos, vel), jnp.arange(n_steps))
        return pos, vel
