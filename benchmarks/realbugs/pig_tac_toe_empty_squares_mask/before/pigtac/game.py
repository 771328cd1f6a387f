import jax
import jax.numpy as jnp

from .board import N_SQUARES, victory_points


class Match:
    """Two players alternate (X = 1 first, O = 2) until the board is full; many games at once."""

    def __init__(self, player_x, player_o):
        self.players = (player_x, player_o)
        self.play_batch = jax.jit(jax.vmap(self._play))

    def _turn(self, board, turn_and_key):
        turn, key = turn_and_key
        x_square = self.players[0].choose(board, key)
        o_square = self.players[1].choose(board, key)
        square = jnp.where(turn % 2 == 0, x_square, o_square)
        return board.at[square].set(1 + turn % 2), square

    def _play(self, key):
        board = jnp.zeros(N_SQUARES, dtype=jnp.int32)
        turns = jnp.arange(N_SQUARES)
        board, _ = jax.lax.scan(self._turn, board, (turns, jax.random.split(key, N_SQUARES)))
        return board, victory_points(board, 1), victory_points(board, 2)
