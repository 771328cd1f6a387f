from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class CorridorState(NamedTuple):
    position: Any
    time: Any


class Corridor:
    """A 1-D corridor: move left or right, reward 1 at the right end; terminated there, truncated at max_steps."""

    def __init__(self, length=6, max_steps=20):
        self.length = length
        self.max_steps = max_steps

    def init(self, key):
        return CorridorState(jax.random.randint(key, (), 0, self.length // 2), jnp.asarray(0))

    def step(self, state, action):
        position = jnp.clip(state.position + 2 * action - 1, 0, self.length - 1)
        next_state = CorridorState(position, state.time + 1)
        terminated = position == self.length - 1
        truncated = next_state.time >= self.max_steps
        return next_state, terminated.astype(jnp.float32), terminated | truncated
