import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger("dptrain")


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


def log_step_metrics(loss, grad_norm):
    logger.info("loss=%s grad_norm=%s", loss, grad_norm)
