import jax
import jax.numpy as jnp


def init_generator(key, latent_dim, data_dim):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.2 * jax.random.normal(k1, (latent_dim, 32)),
            "w2": 0.2 * jax.random.normal(k2, (32, data_dim))}


def generator(params, z):
    return jnp.tanh(jnp.tanh(z @ params["w1"]) @ params["w2"])
