"""Two-player zero-sum matrix games, payoffs to the row player."""

import jax.numpy as jnp

ROCK_PAPER_SCISSORS = jnp.array([[0.0, -1.0, 1.0],
                                 [1.0, 0.0, -1.0],
                                 [-1.0, 1.0, 0.0]])

BIASED_RPS = jnp.array([[0.0, -1.0, 2.0],
                        [1.0, 0.0, -1.0],
                        [-2.0, 1.0, 0.0]])
