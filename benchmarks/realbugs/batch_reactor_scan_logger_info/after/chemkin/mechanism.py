import jax.numpy as jnp


class ConsecutiveReaction:
    """A -> B -> C with first-order rate constants k1, k2."""

    def __init__(self, k1, k2):
        self.k1 = k1
        self.k2 = k2

    def rates(self, c):
        a, b, _ = c
        return jnp.array([-self.k1 * a, self.k1 * a - self.k2 * b, self.k2 * b])
