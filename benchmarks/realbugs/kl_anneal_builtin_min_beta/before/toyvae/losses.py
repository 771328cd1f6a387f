import jax
import jax.numpy as jnp

from toyvae.model import decode, encode


def elbo_terms(params, x, key):
    mu, logvar = encode(params, x)
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    recon = jnp.sum((decode(params, z) - x) ** 2, axis=-1).mean()
    kl = (-0.5 * jnp.sum(1.0 + logvar - mu ** 2 - jnp.exp(logvar), axis=-1)).mean()
    return recon, kl


def annealed_loss(params, x, key, beta):
    recon, kl = elbo_terms(params, x, key)
    return recon + beta * kl, (recon, kl)
