"""Observation normalizer that keeps running statistics of everything it has seen."""

import jax.numpy as jnp


class RunningNormalizer:
    def __init__(self, size):
        self.count = 0
        self.total = jnp.zeros(size)
        self.total_sq = jnp.zeros(size)

    def __call__(self, obs):
        self.count = self.count + obs.shape[0]  # expect: JXL202
        self.total = self.total + obs.sum(axis=0)  # expect: JXL202
        mean = self.total / self.count
        return obs - mean

    def mean(self):
        return self.total / self.count
