import jax
import jax.numpy as jnp


def init_vae(key, data_dim, latent_dim):
    k1, k2 = jax.random.split(key)
    return {
        "enc": 0.1 * jax.random.normal(k1, (data_dim, 2 * latent_dim)),
        "dec": 0.1 * jax.random.normal(k2, (latent_dim, data_dim)),
    }


def negative_elbo(params, x, key):
    stats = x @ params["enc"]
    mean, log_var = jnp.split(stats, 2, axis=-1)
    z = mean + jnp.exp(0.5 * log_var) * jax.random.normal(key, mean.shape)
    reconstruction = jnp.sum((z @ params["dec"] - x) ** 2, axis=-1)
    kl = 0.5 * jnp.sum(jnp.exp(log_var) + mean ** 2 - 1.0 - log_var, axis=-1)
    return jnp.mean(reconstruction + kl)
