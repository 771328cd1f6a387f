"""AutoClip: clip the gradient to the p-th percentile of the gradient norms seen so far in training."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class AutoClipState(NamedTuple):
    norms: jax.Array  # ring buffer of past gradient norms, NaN where not filled yet
    count: jax.Array


def global_norm(grads):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))


class AutoClip:
    def __init__(self, percentile=10.0, history=1000):
        self.percentile = percentile
        self.history = history

    def init(self):
        return AutoClipState(norms=jnp.full(self.history, jnp.nan), count=jnp.zeros((), jnp.int32))

    def __call__(self, grads, state):
        norm = global_norm(grads)
        norms = state.norms.at[state.count % self.history].set(norm)
        threshold = jnp.nanpercentile(norms, self.percentile)
        scale = jnp.minimum(1.0, threshold / (norm + 1e-12))
        clipped = jax.tree_util.tree_map(lambda g: g * scale, grads)
        return clipped, AutoClipState(norms=norms, count=state.count + 1), threshold
