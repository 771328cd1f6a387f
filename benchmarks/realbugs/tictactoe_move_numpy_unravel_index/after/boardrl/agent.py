import jax
import jax.numpy as jnp


class GreedyAgent:
    """Scores every cell with a linear value table and plays the best legal one."""

    def __init__(self, num_cells):
        self.num_cells = num_cells

    def init(self, key):
        return jax.random.normal(key, (self.num_cells, self.num_cells)) * 0.1

    def act(self, weights, board, legal):
        scores = board.reshape(-1).astype(jnp.float32) @ weights + jnp.arange(self.num_cells) * 1e-3
        return jnp.argmax(jnp.where(legal, scores, -jnp.inf))
