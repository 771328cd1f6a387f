from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    position: jax.Array
    goal: jax.Array
    reward: jax.Array
    steps: jax.Array


class ReachEnv:
    action_size = 2

    def reset(self, key, goal_radius=0.1):
        direction = jax.random.normal(key, (2,))
        goal = goal_radius * direction / jnp.linalg.norm(direction)
        return State(jnp.zeros(2), goal, jnp.zeros(()), jnp.zeros((), jnp.int32))

    def step(self, state, action):
        position = state.position + 0.05 * jnp.clip(action, -1.0, 1.0)
        reward = -jnp.linalg.norm(position - state.goal)
        return state._replace(position=position, reward=reward, steps=state.steps + 1)


class Wrapper:
    def __init__(self, env):
        self.env = env

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action):
        return self.env.step(state, action)
