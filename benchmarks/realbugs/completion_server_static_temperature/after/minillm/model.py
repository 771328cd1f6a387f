import jax
import jax.numpy as jnp


class TinyLM:
    """Embedding, one tanh layer and an output head: enough to drive a decoding service."""

    def __init__(self, vocab_size, dim=24):
        self.vocab_size = vocab_size
        self.dim = dim

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"embed": jax.random.normal(k1, (self.vocab_size, self.dim)),
                "hidden": jax.random.normal(k2, (self.dim, self.dim)) / jnp.sqrt(self.dim),
                "head": jax.random.normal(k3, (self.dim, self.vocab_size)) / jnp.sqrt(self.dim)}

    def next_logits(self, params, context_vector):
        return jnp.tanh(context_vector @ params["hidden"]) @ params["head"]

    def summarise(self, params, tokens):
        return params["embed"][tokens].mean(axis=0)
