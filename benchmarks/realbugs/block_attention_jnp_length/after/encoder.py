import jax
import jax.numpy as jnp

from attention import BlockLocalAttention


class Encoder:
    def __init__(self, max_length=16, block_size=4, num_heads=2):
        self.attention = BlockLocalAttention(max_length, block_size, num_heads)
        self.jitted_apply = jax.jit(self.apply)

    def apply(self, params, tokens):
        x = params["embed"][tokens]
        q = k = v = x.reshape(x.shape[0], self.attention.num_heads, -1)
        return self.attention(q, k, v).reshape(x.shape) @ params["out"]


def encode(params, tokens, encoder=Encoder()):
    return encoder.jitted_apply(params, tokens)
