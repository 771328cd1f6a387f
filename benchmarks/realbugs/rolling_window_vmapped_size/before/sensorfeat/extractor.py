"""Per-sensor features for a batch of vibration traces."""

import jax
import jax.numpy as jnp

from sensorfeat.filters import detrend


class FeatureExtractor:
    def __init__(self, window=9):
        self.window = window

    def features(self, traces):
        windows = jnp.full((traces.shape[0],), self.window)
        residual = jax.vmap(detrend)(traces, windows)
        return jnp.stack([residual.std(axis=1), jnp.abs(residual).max(axis=1)], axis=1)
