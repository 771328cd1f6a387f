import jax.numpy as jnp
import numpy as np


class TicTacToe:
    shape = (3, 3)

    def initial_board(self):
        return jnp.zeros(self.shape, dtype=jnp.int32)

    def legal_mask(self, board):
        return (board == 0).reshape(-1)

    def play(self, board, action, player):
        row, col = np.unravel_index(action, self.shape)  # expect: JXL401
        return board.at[row, col].set(player)
