"""A one-dimensional corridor: move left or right, reward for reaching the goal cell."""

from typing import NamedTuple

import jax.numpy as jnp


class EnvState(NamedTuple):
    position: jnp.ndarray
    time: jnp.ndarray


class CorridorEnv:
    def __init__(self, length):
        self.length = length

    def reset(self):
        return EnvState(position=jnp.array(0), time=jnp.array(0))

    def step(self, state, action):
        move = jnp.where(action == 1, 1, -1)
        position = jnp.clip(state.position + move, 0, self.length - 1)
        reward = jnp.where(position == self.length - 1, 1.0, -0.01)
        done = position == self.length - 1
        position = jnp.where(done, 0, position)
        return EnvState(position=position, time=state.time + 1), reward, done
