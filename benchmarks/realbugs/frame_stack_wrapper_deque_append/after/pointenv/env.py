from typing import NamedTuple

import jax
import jax.numpy as jnp


class PointState(NamedTuple):
    position: jax.Array
    velocity: jax.Array


class PointMass:
    """A point mass pushed by a 2-D force; the observation is its position."""

    def __init__(self, dt=0.1, damping=0.9):
        self.dt = dt
        self.damping = damping

    def reset(self, key):
        state = PointState(jax.random.uniform(key, (2,), minval=-1.0, maxval=1.0), jnp.zeros(2))
        return state, state.position

    def step(self, state, action):
        velocity = self.damping * state.velocity + self.dt * action
        position = state.position + self.dt * velocity
        return PointState(position, velocity), position
