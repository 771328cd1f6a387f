import jax
import jax.numpy as jnp

from .attention import RopeSelfAttention


class TinyLM:
    def __init__(self, vocab_size=64, d_model=32, num_heads=4, max_len=128):
        self.vocab_size = vocab_size
        self.attention = RopeSelfAttention(d_model, num_heads, max_len)

    def init(self, key):
        k_emb, k_attn, k_out = jax.random.split(key, 3)
        d = self.attention.d_model
        return {
            "embed": jax.random.normal(k_emb, (self.vocab_size, d)) * 0.1,
            "attn": self.attention.init(k_attn),
            "unembed": jax.random.normal(k_out, (d, self.vocab_size)) / jnp.sqrt(d),
        }

    def __call__(self, params, tokens):
        h = params["embed"][tokens]
        h = h + self.attention(params["attn"], h)
        return h @ params["unembed"]
