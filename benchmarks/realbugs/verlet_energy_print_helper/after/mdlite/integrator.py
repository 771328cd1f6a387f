from typing import NamedTuple

import jax
import jax.numpy as jnp

from mdlite.diagnostics import report


class State(NamedTuple):
    positions: jnp.ndarray
    velocities: jnp.ndarray
    step: jnp.ndarray


class VelocityVerlet:
    """NVE integrator; each call advances one step and reports the energy."""

    def __init__(self, potential, dt):
        self.potential = potential
        self.dt = dt
        self.force = jax.grad(lambda x: -potential.energy(x))
        self.step = jax.jit(self._step)

    def _step(self, state):
        half = state.velocities + 0.5 * self.dt * self.force(state.positions)
        positions = state.positions + self.dt * half
        velocities = half + 0.5 * self.dt * self.force(positions)
        report(state.step, 0.5 * jnp.sum(velocities**2), self.potential.energy(positions))
        return State(positions, velocities, state.step + 1)
