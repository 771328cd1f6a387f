import logging

import jax

from vaetrain.losses import vae_loss

logger = logging.getLogger(__name__)


@jax.jit
def train_step(params, batch, key, beta):
    (loss, terms), grads = jax.value_and_grad(vae_loss, has_aux=True)(params, batch, key, beta)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
    return params, loss, terms


def log_terms(step, terms):
    """Runs on the host, after the step: the terms are concrete numbers here."""
    logger.info("step %d recon=%.4f kl=%.4f", step, float(terms["recon"]), float(terms["kl"]))
