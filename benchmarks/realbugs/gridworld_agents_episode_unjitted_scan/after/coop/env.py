from typing import NamedTuple

import jax
import jax.numpy as jnp

MOVES = jnp.array([[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1]])  # stay, up, down, left, right


class GridState(NamedTuple):
    positions: jnp.ndarray  # (agents, 2)
    goal: jnp.ndarray  # (2,)


class CooperativeGrid:
    """Agents move on a size x size grid; every agent is rewarded when any agent stands on the goal."""

    def __init__(self, size=7, num_agents=2):
        self.size = size
        self.num_agents = num_agents

    def reset(self, key):
        pos_key, goal_key = jax.random.split(key)
        positions = jax.random.randint(pos_key, (self.num_agents, 2), 0, self.size)
        return GridState(positions, jax.random.randint(goal_key, (2,), 0, self.size))

    def observe(self, state):
        rel = (state.goal[None, :] - state.positions) / self.size
        return jnp.concatenate([rel, jnp.ones((self.num_agents, 1))], axis=1)

    def step(self, state, actions):
        positions = jnp.clip(state.positions + MOVES[actions], 0, self.size - 1)
        on_goal = jnp.any(jnp.all(positions == state.goal[None, :], axis=1))
        reward = jnp.where(on_goal, 1.0, -0.01)
        return GridState(positions, state.goal), jnp.full((self.num_agents,), reward)
