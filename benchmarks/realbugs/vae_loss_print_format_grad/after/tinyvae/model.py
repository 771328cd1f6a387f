import jax
import jax.numpy as jnp


def init_params(key, data_dim=8, latent_dim=2):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "enc": 0.3 * jax.random.normal(k1, (data_dim, 2 * latent_dim)),
        "dec": 0.3 * jax.random.normal(k2, (latent_dim, data_dim)),
        "dec_bias": 0.01 * jax.random.normal(k3, (data_dim,)),
    }


def encode(params, x):
    stats = x @ params["enc"]
    mean, logvar = jnp.split(stats, 2, axis=-1)
    jax.debug.print("posterior std {s:.4f}", s=jnp.exp(0.5 * logvar).mean())
    return mean, logvar


def decode(params, z):
    return z @ params["dec"] + params["dec_bias"]
