from typing import NamedTuple

import jax.numpy as jnp


class State(NamedTuple):
    position: jnp.ndarray
    velocity: jnp.ndarray


class LeapfrogIntegrator:
    """Kick-drift-kick leapfrog for a conservative force field."""

    def __init__(self, force_fn):
        self.force_fn = force_fn

    def _leapfrog(self, state, h):
        velocity = state.velocity + 0.5 * h * self.force_fn(state.position)
        position = state.position + h * velocity
        velocity = velocity + 0.5 * h * self.force_fn(position)
        return State(position, velocity)

    def advance(self, state, dt, num_substeps):
        h = dt / num_substeps
        for _ in range(num_substeps):
            state = self._leapfrog(state, h)
        return state

    def energy(self, state, potential_fn):
        return 0.5 * jnp.sum(state.velocity ** 2) + potential_fn(state.position)
