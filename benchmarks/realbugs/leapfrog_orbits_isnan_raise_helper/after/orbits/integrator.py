import jax
import jax.numpy as jnp

from orbits.checks import has_nan
from orbits.state import SystemState


class Leapfrog:
    """Kick-drift-kick integration of point masses under mutual gravity (AU, yr, solar masses)."""

    G = 4.0 * jnp.pi**2

    def __init__(self, masses, dt, softening=1e-4):
        self.masses = masses
        self.dt = dt
        self.softening = softening
        self.evolve = jax.jit(self._evolve, static_argnums=1)

    def accelerations(self, positions):
        separation = positions[None, :, :] - positions[:, None, :]
        distance3 = (jnp.sum(separation**2, axis=-1) + self.softening**2) ** 1.5
        return self.G * jnp.sum(self.masses[None, :, None] * separation / distance3[:, :, None], axis=1)

    def step(self, state, step_index):
        half = state.velocities + 0.5 * self.dt * self.accelerations(state.positions)
        positions = state.positions + self.dt * half
        velocities = half + 0.5 * self.dt * self.accelerations(positions)
        state = SystemState(positions, velocities)
        return state, (state.positions, has_nan(state))

    def _evolve(self, state, n_steps):
        final, (track, nan_flags) = jax.lax.scan(self.step, state, jnp.arange(n_steps))
        return final, track, jnp.any(nan_flags)
