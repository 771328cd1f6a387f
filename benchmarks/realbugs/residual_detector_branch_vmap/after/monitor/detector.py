import jax
import jax.numpy as jnp

from monitor.features import window_residual


class ResidualDetector:
    """Scores sensor windows by residual energy; windows below the threshold score zero."""

    def __init__(self, threshold):
        self.threshold = threshold
        self.score_batch = jax.jit(jax.vmap(self.score))

    def score(self, window):
        residual = window_residual(window)
        energy = jnp.sum(residual ** 2)
        return jnp.where(energy > self.threshold, energy, jnp.zeros_like(energy))
