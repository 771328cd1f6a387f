import jax
import jax.numpy as jnp

from .filter import filter_window
from .model import Belief


class StreamingTracker:
    """Consumes a stream of fixed-size observation windows as they arrive from the sensor."""

    def __init__(self, model):
        self.model = model
        self.belief = Belief(jnp.zeros(2), jnp.eye(2))
        self._advance = jax.jit(filter_window)

    def process(self, windows):
        means = []
        for window in windows:
            self.belief, filtered = self._advance(self.model, self.belief, window)
            means.append(filtered)
        return jnp.concatenate(means)
