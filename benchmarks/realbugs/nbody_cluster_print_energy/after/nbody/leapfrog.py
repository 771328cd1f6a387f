import jax
import jax.numpy as jnp


class Leapfrog:
    """Kick-drift-kick leapfrog: symplectic, so the energy error stays bounded instead of growing."""

    def __init__(self, system, dt):
        self.system = system
        self.dt = dt
        self.evolve = jax.jit(self._evolve, static_argnames="n_steps")

    def _evolve(self, pos, vel, n_steps):
        def step(carry, i):
            pos, vel = carry
            vel = vel + 0.5 * self.dt * self.system.accelerations(pos)
            pos = pos + self.dt * vel
            vel = vel + 0.5 * self.dt * self.system.accelerations(pos)
            return (pos, vel), self.system.energy(pos, vel)

        initial = self.system.energy(pos, vel)
        (pos, vel), energies = jax.lax.scan(step, (pos, vel), jnp.arange(n_steps))
        return pos, vel, initial, energies
