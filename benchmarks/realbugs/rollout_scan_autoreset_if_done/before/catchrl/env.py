"""Catch: a ball falls down a grid and the paddle on the bottom row must be under it."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

ROWS = 6
COLUMNS = 5


class CatchState(NamedTuple):
    ball_row: jax.Array
    ball_column: jax.Array
    paddle: jax.Array


def observe(state):
    board = jnp.zeros((ROWS, COLUMNS))
    board = board.at[state.ball_row, state.ball_column].set(1.0)
    board = board.at[ROWS - 1, state.paddle].set(1.0)
    return board.reshape(-1)


def reset(key):
    state = CatchState(ball_row=jnp.array(0), ball_column=jax.random.randint(key, (), 0, COLUMNS),
                       paddle=jnp.array(COLUMNS // 2))
    return observe(state), state


def step(state, action):
    paddle = jnp.clip(state.paddle + action - 1, 0, COLUMNS - 1)
    next_state = CatchState(ball_row=state.ball_row + 1, ball_column=state.ball_column, paddle=paddle)
    done = next_state.ball_row == ROWS - 1
    reward = jnp.where(done, jnp.where(paddle == state.ball_column, 1.0, -1.0), 0.0)
    return observe(next_state), next_state, reward, done
