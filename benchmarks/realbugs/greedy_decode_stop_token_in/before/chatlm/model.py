import jax
import jax.numpy as jnp


class TinyLM:
    def __init__(self, vocab_size, dim=8, window=3):
        self.vocab_size = vocab_size
        self.dim = dim
        self.window = window

    def init(self, key):
        k_emb, k_out = jax.random.split(key)
        return {"embed": jax.random.normal(k_emb, (self.vocab_size, self.dim)),
                "out": jax.random.normal(k_out, (self.dim, self.vocab_size))}

    def next_logits(self, params, context):
        return jnp.tanh(jnp.sum(params["embed"][context], axis=0)) @ params["out"]
