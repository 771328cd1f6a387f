from typing import NamedTuple

import jax.numpy as jnp

from .geometry import forward_kinematics


class State(NamedTuple):
    angles: jnp.ndarray
    reward: jnp.ndarray


class ReacherEnv:
    def __init__(self, target=(1.0, 1.0), lengths=(1.0, 1.0), dt=0.05):
        self.target = jnp.array(target)
        self.lengths = lengths
        self.dt = dt

    def reset(self):
        return State(jnp.zeros(2), jnp.array(0.0))

    def step(self, state, action):
        angles = state.angles + self.dt * action
        tip = forward_kinematics(angles, self.lengths)
        return State(angles, -jnp.linalg.norm(tip - self.target))
