"""Training diagnostics: global gradient norm and a per-step log line."""

import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger("textcls.train")


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


def log_step(step, loss, grad_norm, lr):
    logger.info("step=%d loss=%.4f grad_norm=%.4f lr=%g", step, loss, grad_norm, lr)
