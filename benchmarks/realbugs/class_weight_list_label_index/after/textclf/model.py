import jax
import jax.numpy as jnp


class BagOfWordsClassifier:
    def __init__(self, vocab_size, num_classes, dim=16):
        self.vocab_size = vocab_size
        self.num_classes = num_classes
        self.dim = dim

    def init(self, key):
        k_emb, k_out = jax.random.split(key)
        return {"embed": 0.1 * jax.random.normal(k_emb, (self.vocab_size, self.dim)),
                "out": 0.1 * jax.random.normal(k_out, (self.dim, self.num_classes))}

    def logits(self, params, tokens):
        pooled = jnp.mean(params["embed"][tokens], axis=0)
        return pooled @ params["out"]
