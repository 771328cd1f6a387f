"""Training diagnostics: global gradient norm and a per-step log line."""

import logging

import jax
import jax.numpy as jnp

logger = logging.getLogger("textcls.train")


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


def log_step(step, loss, grad_norm, lr):
    logger.info("step=%s loss=%s grad_norm=%s lr=%s", step, loss, grad_norm, lr)  # expect: JXL203
