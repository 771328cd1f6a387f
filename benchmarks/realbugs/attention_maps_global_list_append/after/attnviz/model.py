import jax
import jax.numpy as jnp

from attnviz.attention import multi_head_attention


class SequenceClassifier:
    def __init__(self, vocab_size, dim, num_heads, num_classes):
        self.vocab_size = vocab_size
        self.dim = dim
        self.num_heads = num_heads
        self.num_classes = num_classes

    def init(self, key):
        keys = jax.random.split(key, 6)
        scale = 1.0 / jnp.sqrt(self.dim)
        return {
            "embed": jax.random.normal(keys[0], (self.vocab_size, self.dim)),
            "attn": {name: scale * jax.random.normal(k, (self.dim, self.dim))
                     for name, k in zip(("wq", "wk", "wv", "wo"), keys[1:5])},
            "head": scale * jax.random.normal(keys[5], (self.dim, self.num_classes)),
        }

    def apply(self, params, tokens):
        x = params["embed"][tokens]
        attended, weights = multi_head_attention(params["attn"], x, self.num_heads)
        x = x + attended
        return x.mean(axis=1) @ params["head"], weights
