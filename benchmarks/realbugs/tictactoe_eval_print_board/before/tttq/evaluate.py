import jax
import jax.numpy as jnp

from .display import show_move


class Evaluator:
    """Plays the greedy Q-network as X against a uniformly random O, one full board per game."""

    def __init__(self, network, verbose=True):
        self.network = network
        self.verbose = verbose
        self.play = jax.jit(self._play)

    def _turn(self, params, board, turn, key):
        empty = board == 0
        random_square = jax.random.choice(key, 9, p=empty / empty.sum())
        square = jnp.where(turn % 2 == 0, self.network.greedy_move(params, board), random_square)
        board = board.at[square].set(jnp.where(turn % 2 == 0, 1, -1))
        if self.verbose:
            show_move(turn, square, board)
        return board

    def _play(self, params, key):
        def body(board, turn_and_key):
            turn, turn_key = turn_and_key
            return self._turn(params, board, turn, turn_key), None

        board, _ = jax.lax.scan(body, jnp.zeros(9, dtype=jnp.int32), (jnp.arange(9), jax.random.split(key, 9)))
        return board
