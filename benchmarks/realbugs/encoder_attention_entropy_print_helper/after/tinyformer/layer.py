"""An encoder block (attention plus MLP, pre-norm residuals) applied to a padded batch."""

import jax
import jax.numpy as jnp

from tinyformer.attention import attention


def init_block(key, dim):
    keys = jax.random.split(key, 5)
    scale = 1.0 / jnp.sqrt(dim)
    return {name: scale * jax.random.normal(k, (dim, dim)) for name, k in zip(["wq", "wk", "wv", "w1", "w2"], keys)}


def layer_norm(x):
    return (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5)


def encoder_block(params, x, key_mask):
    h = layer_norm(x)
    x = x + attention(h @ params["wq"], h @ params["wk"], h @ params["wv"], key_mask)
    h = layer_norm(x)
    return x + jax.nn.gelu(h @ params["w1"]) @ params["w2"]


encode_batch = jax.jit(jax.vmap(encoder_block, in_axes=(None, 0, 0)))
