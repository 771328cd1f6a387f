import jax.numpy as jnp


class DeadUnitMonitor:
    """Reports the fraction of hidden units that never fire on the last batch."""

    def __init__(self):
        self.last_hidden = None

    def record(self, hidden):
        self.last_hidden = hidden

    def dead_fraction(self):
        return float(jnp.mean(jnp.all(self.last_hidden <= 0.0, axis=0)))
