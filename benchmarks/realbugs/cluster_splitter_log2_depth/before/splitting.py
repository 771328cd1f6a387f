import jax
import jax.numpy as jnp

from state import SamplerState


class ClusterSplitter:
    def __init__(self, scale=0.1):
        self.scale = scale

    def __call__(self, key, state):
        num_clusters = state.mu.shape[0]
        depth = (jnp.log2(num_clusters) + 1).astype(jnp.int32)
        num_splittings = 2 ** (depth - 1) - 1
        keys = jax.random.split(key, num_splittings)  # expect: JXL106
        noise = jax.vmap(lambda k: jax.random.normal(k, state.mu.shape[1:]))(keys)
        mu = state.mu.at[:num_splittings].add(self.scale * noise)
        return SamplerState(mu, state.log_weight)
