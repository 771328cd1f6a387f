import jax.numpy as jnp

START, FROZEN, HOLE, GOAL = 0, 1, 2, 3


class MazeEnv:
    """A small frozen-lake maze; states are cell indices in row-major order, actions left/right/up/down."""

    def __init__(self, board):
        self.board = board
        self.num_rows, self.num_cols = board.shape
        self.num_states = self.num_rows * self.num_cols

    def step(self, state, action):
        row, col = jnp.divmod(state, self.num_cols)
        col = jnp.where(action == 0, jnp.maximum(col - 1, 0), col)
        col = jnp.where(action == 1, jnp.minimum(col + 1, self.num_cols - 1), col)
        row = jnp.where(action == 2, jnp.maximum(row - 1, 0), row)
        row = jnp.where(action == 3, jnp.minimum(row + 1, self.num_rows - 1), row)
        next_state = row * self.num_cols + col
        cell = self.board[row, col]
        reward = (cell == GOAL).astype(jnp.float32)
        done = (cell == GOAL) | (cell == HOLE)
        return next_state, reward, done
