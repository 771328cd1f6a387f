import logging

import jax
import jax.numpy as jnp

from .net import log_likelihood

logger = logging.getLogger(__name__)


def diagonal_fisher(params, x, y):
    """Mean squared per-example gradient of the log-likelihood: the diagonal of the empirical Fisher."""
    per_example = jax.vmap(jax.grad(log_likelihood), in_axes=(None, 0, 0))(params, x, y)
    return jax.tree_util.tree_map(lambda g: jnp.mean(g ** 2, axis=0), per_example)


class ElasticWeightConsolidation:
    """Quadratic penalty anchoring the parameters important for a finished task (Kirkpatrick et al. 2017)."""

    def __init__(self, anchor, fisher, strength):
        self.anchor = anchor
        self.fisher = fisher
        self.strength = strength

    def penalty(self, params):
        terms = jax.tree_util.tree_map(lambda p, a, f: jnp.sum(f * (p - a) ** 2), params, self.anchor, self.fisher)
        penalty = 0.5 * self.strength * sum(jax.tree_util.tree_leaves(terms))
        logger.info("EWC penalty %.4f", penalty)  # expect: JXL203
        return penalty
