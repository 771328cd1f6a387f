import jax.numpy as jnp


class ReduceOnPlateau:
    """Multiplies the learning-rate scale by `factor` once the loss has not improved for `patience` steps."""

    def __init__(self, factor, patience):
        self.factor = factor
        self.patience = patience
        self.best = jnp.inf
        self.stale = 0
        self.scale = 1.0

    def __call__(self, loss):
        improved = loss < self.best
        self.best = jnp.minimum(self.best, loss)  # expect: JXL202
        self.stale = jnp.where(improved, 0, self.stale + 1)  # expect: JXL202
        self.scale = jnp.where(self.stale > self.patience, self.scale * self.factor, self.scale)  # expect: JXL202
        return self.scale
