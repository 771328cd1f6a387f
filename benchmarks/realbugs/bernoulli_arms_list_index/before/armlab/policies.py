import jax.numpy as jnp


class UCB1:
    """Upper confidence bound: the mean reward plus an exploration bonus that shrinks with pulls."""

    def __init__(self, confidence):
        self.confidence = confidence

    def select(self, totals, counts, t):
        means = totals / jnp.maximum(counts, 1.0)
        bonus = self.confidence * jnp.sqrt(jnp.log(t + 1.0) / jnp.maximum(counts, 1.0))
        return jnp.argmax(jnp.where(counts == 0, jnp.inf, means + bonus))
