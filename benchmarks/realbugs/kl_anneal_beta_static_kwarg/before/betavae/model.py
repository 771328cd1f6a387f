import jax
import jax.numpy as jnp


def init_params(key, data_dim, latent_dim):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"enc_mu": 0.1 * jax.random.normal(k1, (data_dim, latent_dim)),
            "enc_logvar": 0.1 * jax.random.normal(k2, (data_dim, latent_dim)),
            "dec": 0.1 * jax.random.normal(k3, (latent_dim, data_dim))}


def elbo_loss(params, x, key, beta):
    mu, logvar = x @ params["enc_mu"], x @ params["enc_logvar"]
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    recon = jnp.mean(jnp.sum((z @ params["dec"] - x) ** 2, axis=-1))
    kl = jnp.mean(-0.5 * jnp.sum(1.0 + logvar - mu ** 2 - jnp.exp(logvar), axis=-1))
    return recon + beta * kl
