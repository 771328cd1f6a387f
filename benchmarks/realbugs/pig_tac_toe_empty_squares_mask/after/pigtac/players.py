import jax

from .board import N_SQUARES


class RandomPlayer:
    """Places its symbol on a uniformly random empty square."""

    def choose(self, board, key):
        empty = board == 0
        return jax.random.choice(key, N_SQUARES, p=empty / empty.sum())
