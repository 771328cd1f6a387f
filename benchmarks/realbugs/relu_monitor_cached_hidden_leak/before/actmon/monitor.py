import jax.numpy as jnp


class DeadUnitMonitor:
    """Reports the fraction of hidden units that never fire on the last batch."""

    def __init__(self, model):
        self.model = model

    def dead_fraction(self):
        hidden = self.model.last_hidden
        return float(jnp.mean(jnp.all(hidden <= 0.0, axis=0)))
