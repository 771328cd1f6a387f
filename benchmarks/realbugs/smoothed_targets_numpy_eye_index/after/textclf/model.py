import jax
import jax.numpy as jnp


class BagOfEmbeddings:
    def __init__(self, vocab_size, dim, num_classes):
        self.vocab_size = vocab_size
        self.dim = dim
        self.num_classes = num_classes

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "embed": jax.random.normal(k1, (self.vocab_size, self.dim)) * 0.1,
            "out": jax.random.normal(k2, (self.dim, self.num_classes)) * 0.1,
        }

    def __call__(self, params, tokens):
        pooled = jnp.mean(params["embed"][tokens], axis=1)
        return pooled @ params["out"]
