import jax
import jax.numpy as jnp

from scores import geometric_mean_nonzero


def make_ranker(feature_weights):
    """A jitted scorer: geometric mean of an item's weighted, non-missing features."""

    @jax.jit
    def score(features):
        weighted = features * feature_weights
        return jax.vmap(geometric_mean_nonzero)(weighted)

    return score


def rank(score, features):
    return jnp.argsort(-score(features))
