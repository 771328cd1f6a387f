import jax
import numpy as np

from state import SamplerState


class ClusterSplitter:
    def __init__(self, scale=0.1):
        self.scale = scale

    def __call__(self, key, state):
        num_clusters = state.mu.shape[0]
        # The depth follows from a shape: computed with numpy it stays a Python int, never staged into the trace.
        depth = int(np.log2(num_clusters)) + 1
        num_splittings = 2 ** (depth - 1) - 1
        keys = jax.random.split(key, num_splittings)
        noise = jax.vmap(lambda k: jax.random.normal(k, state.mu.shape[1:]))(keys)
        mu = state.mu.at[:num_splittings].add(self.scale * noise)
        return SamplerState(mu, state.log_weight)
