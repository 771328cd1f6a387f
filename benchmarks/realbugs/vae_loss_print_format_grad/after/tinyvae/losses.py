import jax
import jax.numpy as jnp

from tinyvae.model import decode, encode


def kl_divergence(mean, logvar):
    return -0.5 * jnp.mean(jnp.sum(1 + logvar - mean ** 2 - jnp.exp(logvar), axis=-1))


def elbo_loss(params, batch, key):
    mean, logvar = encode(params, batch)
    z = mean + jnp.exp(0.5 * logvar) * jax.random.normal(key, mean.shape)
    recon = jnp.mean(jnp.sum((decode(params, z) - batch) ** 2, axis=-1))
    kl = kl_divergence(mean, logvar)
    jax.debug.print("recon={recon:.4f} kl={kl:.4f}", recon=recon, kl=kl)
    return recon + kl, (recon, kl)
