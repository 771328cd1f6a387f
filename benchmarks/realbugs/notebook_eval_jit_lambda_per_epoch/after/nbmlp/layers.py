import jax
import jax.numpy as jnp


def init_affine(key, in_dim, out_dim):
    k_w, k_b = jax.random.split(key)
    return {"w": jax.random.normal(k_w, (out_dim, in_dim)) / jnp.sqrt(in_dim), "b": jnp.zeros(out_dim)}


def affine(layer, x):
    return layer["w"] @ x + layer["b"]


def mlp(params, x):
    """One example: x has shape (in_dim,)."""
    for layer in params[:-1]:
        x = jax.nn.relu(affine(layer, x))
    return affine(params[-1], x)


batched_mlp = jax.vmap(mlp, in_axes=(None, 0))
