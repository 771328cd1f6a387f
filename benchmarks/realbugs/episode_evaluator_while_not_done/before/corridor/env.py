from typing import NamedTuple

import jax.numpy as jnp


class EnvState(NamedTuple):
    position: jnp.ndarray
    t: jnp.ndarray


class Corridor:
    """A 1-D corridor: the agent starts at 0; the episode ends at the goal or after `max_steps` moves."""

    def __init__(self, goal, max_steps):
        self.goal = goal
        self.max_steps = max_steps

    def reset(self):
        return EnvState(position=jnp.zeros(()), t=jnp.zeros((), dtype=jnp.int32))

    def step(self, state, action):
        position = state.position + jnp.where(action == 1, 1.0, -0.5)
        state = EnvState(position=position, t=state.t + 1)
        reached = position >= self.goal
        reward = jnp.where(reached, 1.0, -0.01)
        done = reached | (state.t >= self.max_steps)
        return state, reward, done
