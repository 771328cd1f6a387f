"""A 5x5 grid world in JAX: up, down, left or right; a green cell pays +1, a red one -1, both end the episode."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

# 0: up, 1: down, 2: left, 3: right
MOVES = jnp.array([(-1, 0), (1, 0), (0, -1), (0, 1)])


class GridState(NamedTuple):
    position: jax.Array  # (row, col)
    steps: jax.Array


class GridWorld:
    def __init__(self, size=5, goal=(4, 4), trap=(2, 3), start=(0, 0)):
        self.size = size
        self.goal = jnp.array(goal)
        self.trap = jnp.array(trap)
        self.start = jnp.array(start)

    def reset(self):
        return GridState(position=self.start, steps=jnp.zeros((), jnp.int32))

    def step(self, state, action):
        position = jnp.clip(state.position + MOVES[action], 0, self.size - 1)
        at_goal = jnp.all(position == self.goal)
        at_trap = jnp.all(position == self.trap)
        reward = jnp.where(at_goal, 1.0, jnp.where(at_trap, -1.0, 0.0))
        done = at_goal | at_trap
        position = jnp.where(done, self.start, position)
        return GridState(position, state.steps + 1), reward, done
