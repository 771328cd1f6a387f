import jax
import jax.numpy as jnp


def multi_head_attention(params, x, num_heads):
    batch, length, dim = x.shape
    head_dim = dim // num_heads

    def split(t):
        return t.reshape(batch, length, num_heads, head_dim).transpose(0, 2, 1, 3)

    q, k, v = split(x @ params["wq"]), split(x @ params["wk"]), split(x @ params["wv"])
    weights = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(head_dim), axis=-1)
    out = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, length, dim)
    # the weights go back to the caller for the heat-map notebook: [batch, heads, query, key]
    return out @ params["wo"], weights
