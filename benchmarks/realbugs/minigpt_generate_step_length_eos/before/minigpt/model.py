"""MiniGPT: token and position embeddings, causal attention-free mixing, an output layer."""

import jax
import jax.numpy as jnp

PAD_ID = 0


class MiniGPT:
    def __init__(self, maxlen, vocab_size, embed_dim):
        self.maxlen = maxlen
        self.vocab_size = vocab_size
        self.embed_dim = embed_dim

    def init(self, key):
        token_key, pos_key, out_key = jax.random.split(key, 3)
        return {
            "token_emb": jax.random.normal(token_key, (self.vocab_size, self.embed_dim)) * 0.05,
            "pos_emb": jax.random.normal(pos_key, (self.maxlen, self.embed_dim)) * 0.05,
            "out": jax.random.normal(out_key, (self.embed_dim, self.vocab_size)) * 0.05,
        }

    def __call__(self, params, tokens):
        positions = jnp.arange(tokens.shape[1])
        x = params["token_emb"][tokens] + params["pos_emb"][positions]
        x = jnp.cumsum(x, axis=1) / (positions[None, :, None] + 1)
        return jax.nn.gelu(x) @ params["out"]
