import functools

import jax
import jax.numpy as jnp

from .filter import filter_window
from .model import Belief


class StreamingTracker:
    """Consumes a stream of fixed-size observation windows as they arrive from the sensor."""

    def __init__(self, model):
        self.model = model
        self.belief = Belief(jnp.zeros(2), jnp.eye(2))

    def process(self, windows):
        means = []
        for window in windows:
            advance = jax.jit(functools.partial(filter_window, self.model))  # expect: JXL501
            self.belief, filtered = advance(self.belief, window)
            means.append(filtered)
        return jnp.concatenate(means)
