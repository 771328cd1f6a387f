import jax
import jax.numpy as jnp

from .board import N_SQUARES


class RandomPlayer:
    """Places its symbol on a uniformly random empty square."""

    def choose(self, board, key):
        empty_squares = jnp.arange(N_SQUARES)[board == 0]  # expect: JXL107
        return jax.random.choice(key, empty_squares)
