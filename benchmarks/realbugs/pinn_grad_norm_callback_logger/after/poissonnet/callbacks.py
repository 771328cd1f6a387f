import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger("poissonnet.explain")


def tree_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


class GradientNormsCallback:
    """Reports the gradient norm of every constraint: a dominating constraint shows up as a large norm."""

    def measure(self, per_constraint_grads):
        return jnp.stack([tree_norm(g) for g in per_constraint_grads])

    def report(self, norms):
        logger.info("gradient norms per constraint: %s", [float(n) for n in norms])
