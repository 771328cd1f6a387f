import jax
import jax.numpy as jnp


class QNetwork:
    """Nine inputs (1 for X, -1 for O, 0 empty), two hidden layers, nine tanh values, one per square."""

    def __init__(self, hidden=32):
        self.hidden = hidden

    def init(self, key):
        sizes = [9, self.hidden, self.hidden, 9]
        keys = jax.random.split(key, len(sizes) - 1)
        return [(0.3 * jax.random.normal(k, (m, n)), jnp.zeros(n)) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]

    def apply(self, params, board):
        x = board.astype(jnp.float32)
        for weights, bias in params[:-1]:
            x = jax.nn.relu(x @ weights + bias)
        weights, bias = params[-1]
        return jnp.tanh(x @ weights + bias)

    def greedy_move(self, params, board):
        values = self.apply(params, board)
        return jnp.argmax(jnp.where(board == 0, values, -jnp.inf))
