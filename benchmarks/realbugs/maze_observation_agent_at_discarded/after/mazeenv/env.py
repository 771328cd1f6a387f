"""An open grid world: the agent starts at a random cell and must reach a fixed goal."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

from mazeenv.constants import AGENT, GOAL, MOVES


class State(NamedTuple):
    agent: jnp.ndarray
    steps: jnp.ndarray


class GridMaze:
    def __init__(self, size, goal):
        self.size = size
        self.goal = jnp.array(goal)

    def _observation(self, state):
        grid = jnp.zeros((self.size, self.size), dtype=jnp.float32)
        grid = grid.at[self.goal[0], self.goal[1]].set(GOAL)
        grid = grid.at[state.agent[0], state.agent[1]].set(AGENT)
        return grid

    def reset(self, key):
        agent = jax.random.randint(key, (2,), 0, self.size)
        state = State(agent=agent, steps=jnp.array(0))
        return state, self._observation(state)

    def step(self, state, action):
        agent = jnp.clip(state.agent + MOVES[action], 0, self.size - 1)
        reached = jnp.all(agent == self.goal)
        state = State(agent=agent, steps=state.steps + 1)
        return state, self._observation(state), jnp.where(reached, 1.0, 0.0), reached
