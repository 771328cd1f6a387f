import jax
import jax.numpy as jnp

from tinyformer.attention import MultiHeadAttention


def layer_norm(x, eps=1e-6):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps)


class EncoderBlock:
    def __init__(self, dim, num_heads):
        self.attention = MultiHeadAttention(dim, num_heads)
        self.dim = dim

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"attn": self.attention.init(k1), "ff": jax.random.normal(k2, (self.dim, self.dim)) * 0.1}

    def __call__(self, params, x, mask):
        x = x + self.attention(params["attn"], layer_norm(x), mask)
        return x + jax.nn.gelu(layer_norm(x) @ params["ff"])
