import jax
import jax.numpy as jnp


def init_encoder(key, in_dim, out_dim):
    return {"w": 0.3 * jax.random.normal(key, (in_dim, out_dim))}


def encode(params, images):
    return jnp.tanh(images @ params["w"])
