import logging

import jax
import jax.numpy as jnp

from vaetrain.model import decode, encode

logger = logging.getLogger(__name__)


def elbo_terms(params, batch, key):
    mean, log_var = encode(params, batch)
    z = mean + jnp.exp(0.5 * log_var) * jax.random.normal(key, mean.shape)
    recon = jnp.mean(jnp.sum((decode(params, z) - batch) ** 2, axis=-1))
    kl = jnp.mean(-0.5 * jnp.sum(1.0 + log_var - mean ** 2 - jnp.exp(log_var), axis=-1))
    logger.info("recon=%s kl=%s", recon, kl)  # expect: JXL203
    return recon, kl


def vae_loss(params, batch, key, beta):
    recon, kl = elbo_terms(params, batch, key)
    return recon + beta * kl, {"recon": recon, "kl": kl}
