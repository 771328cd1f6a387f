import jax
import jax.numpy as jnp


def init_embedder(key, in_dim, out_dim):
    return {"w": jax.random.normal(key, (in_dim, out_dim)) / jnp.sqrt(in_dim)}


def embed(params, x):
    z = x @ params["w"]
    return z / (jnp.linalg.norm(z, axis=-1, keepdims=True) + 1e-6)
