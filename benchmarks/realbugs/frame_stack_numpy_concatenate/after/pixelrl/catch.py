from typing import NamedTuple

import jax
import jax.numpy as jnp


class CatchState(NamedTuple):
    ball_row: jax.Array
    ball_col: jax.Array
    paddle: jax.Array


class Catch:
    """A ball falls down a size x size grid; the paddle on the bottom row must catch it."""

    def __init__(self, size=5):
        self.size = size

    def reset(self, key):
        col = jax.random.randint(key, (), 0, self.size)
        state = CatchState(jnp.zeros((), jnp.int32), col, jnp.array(self.size // 2))
        return state, self.render(state)

    def render(self, state):
        frame = jnp.zeros((self.size, self.size))
        frame = frame.at[state.ball_row, state.ball_col].set(1.0)
        return frame.at[self.size - 1, state.paddle].set(1.0)

    def step(self, key, state, action):
        paddle = jnp.clip(state.paddle + action - 1, 0, self.size - 1)
        ball_row = state.ball_row + 1
        landed = ball_row == self.size - 1
        reward = jnp.where(landed, jnp.where(paddle == state.ball_col, 1.0, -1.0), 0.0)
        next_state = CatchState(ball_row, state.ball_col, paddle)
        fresh, _ = self.reset(key)
        next_state = jax.tree_util.tree_map(lambda a, b: jnp.where(landed, a, b), fresh, next_state)
        return next_state, self.render(next_state), reward
