import jax
import jax.numpy as jnp

# collected for the heat-map notebook: one [batch, heads, query, key] array per forward pass
ATTENTION_MAPS = []


def multi_head_attention(params, x, num_heads):
    batch, length, dim = x.shape
    head_dim = dim // num_heads

    def split(t):
        return t.reshape(batch, length, num_heads, head_dim).transpose(0, 2, 1, 3)

    q, k, v = split(x @ params["wq"]), split(x @ params["wk"]), split(x @ params["wv"])
    weights = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(head_dim), axis=-1)
    ATTENTION_MAPS.append(weights)  # expect: JXL202
    out = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, length, dim)
    return out @ params["wo"]
