import jax
import jax.numpy as jnp


class KickDriftKick:
    """Fixed-step leapfrog; `evolve` is compiled once per integrator."""

    def __init__(self, gravity, dt):
        self.gravity = gravity
        self.dt = dt
        self.evolve = jax.jit(self._evolve, static_argnums=3)

    def step(self, positions, velocities, masses):
        half_kick = 0.5 * self.dt * self.gravity.accelerations(positions, masses)
        velocities = velocities + half_kick
        positions = positions + self.dt * velocities
        velocities = velocities + 0.5 * self.dt * self.gravity.accelerations(positions, masses)
        return positions, velocities

    def _evolve(self, positions, velocities, masses, num_steps):
        def body(carry, _):
            pos, vel = self.step(*carry, masses)
            kinetic = 0.5 * jnp.sum(masses[:, None] * vel**2)
            return (pos, vel), kinetic + self.gravity.potential_energy(pos, masses)

        (positions, velocities), energies = jax.lax.scan(body, (positions, velocities), None, length=num_steps)
        return positions, velocities, energies
