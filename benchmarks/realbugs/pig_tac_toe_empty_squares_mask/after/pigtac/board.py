import itertools

import jax.numpy as jnp
import numpy as np

N_ROWS = 4
N_COLS = 4
N_SQUARES = N_ROWS * N_COLS


def three_in_a_line():
    """Index triples of every horizontal, vertical and diagonal line of three squares."""
    lines = []
    for row, col in itertools.product(range(N_ROWS), range(N_COLS)):
        for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
            cells = [(row + k * d_row, col + k * d_col) for k in range(3)]
            if all(0 <= r < N_ROWS and 0 <= c < N_COLS for r, c in cells):
                lines.append([r * N_COLS + c for r, c in cells])
    return np.array(lines)


LINES = jnp.asarray(three_in_a_line())


def victory_points(board, player):
    """Every line of three of `player`'s symbols scores one point; the game does not stop at the first."""
    return jnp.sum(jnp.all(board[LINES] == player, axis=1))
