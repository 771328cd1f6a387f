import jax
import jax.numpy as jnp

from .losses import next_sentence_loss


class PairEncoder:
    """Mean-pooled token embeddings of the two segments, compared (product and distance), then an MLP with a two-way
    next-sentence head."""

    def __init__(self, vocab_size, dim=16, hidden=32):
        self.vocab_size = vocab_size
        self.dim = dim
        self.hidden = hidden

    def init(self, key):
        k_emb, k_hidden, k_out = jax.random.split(key, 3)
        return {"embed": jax.random.normal(k_emb, (self.vocab_size, self.dim)),
                "hidden": jax.random.normal(k_hidden, (2 * self.dim, self.hidden)) / jnp.sqrt(2 * self.dim),
                "out": jax.random.normal(k_out, (self.hidden, 2)) / jnp.sqrt(self.hidden)}

    def __call__(self, params, segment_a, segment_b):
        pooled_a, pooled_b = params["embed"][segment_a].mean(1), params["embed"][segment_b].mean(1)
        pooled = jnp.concatenate([pooled_a * pooled_b, jnp.abs(pooled_a - pooled_b)], axis=-1)
        return jnp.tanh(pooled @ params["hidden"]) @ params["out"]

    def loss(self, params, batch):
        logits = self(params, batch["segment_a"], batch["segment_b"])
        return next_sentence_loss(logits, batch["is_next"], batch["is_next_weight"])
