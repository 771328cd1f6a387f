import jax.numpy as jnp

EMPTY, GOAL, AGENT = 0.0, 1.0, 2.0
MOVES = jnp.array([[-1, 0], [1, 0], [0, -1], [0, 1]])
