"""A one-dimensional corridor: walk right to the goal cell before time runs out."""

from typing import NamedTuple

import jax.numpy as jnp

from jaxenvs.environment import Environment


class EnvState(NamedTuple):
    position: jnp.ndarray
    time: jnp.ndarray


class EnvParams(NamedTuple):
    max_steps_in_episode: jnp.ndarray
    step_penalty: jnp.ndarray


class Corridor(Environment):
    def __init__(self, length):
        self.length = length

    def reset_env(self, key, params):
        state = EnvState(position=jnp.asarray(0), time=jnp.asarray(0))
        return self.observe(state), state

    def step_env(self, key, state, action, params):
        move = jnp.where(action == 1, 1, -1)
        position = jnp.clip(state.position + move, 0, self.length - 1)
        state = EnvState(position=position, time=state.time + 1)
        terminated = position == self.length - 1
        truncated = state.time >= params.max_steps_in_episode
        reward = jnp.where(terminated, 1.0, -params.step_penalty)
        return self.observe(state), state, reward, terminated, truncated

    def observe(self, state):
        return jnp.zeros(self.length).at[state.position].set(1.0)
