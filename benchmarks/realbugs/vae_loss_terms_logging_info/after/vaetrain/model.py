import jax
import jax.numpy as jnp


def init_vae(key, data_dim, hidden, latent):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {
        "enc": 0.1 * jax.random.normal(k1, (data_dim, hidden)),
        "enc_mean": 0.1 * jax.random.normal(k2, (hidden, latent)),
        "enc_log_var": 0.1 * jax.random.normal(k3, (hidden, latent)),
        "dec": 0.1 * jax.random.normal(k4, (latent, data_dim)),
    }


def encode(params, x):
    hidden = jax.nn.gelu(x @ params["enc"])
    return hidden @ params["enc_mean"], hidden @ params["enc_log_var"]


def decode(params, z):
    return jnp.tanh(z @ params["dec"])
