import jax
import jax.numpy as jnp


class WindowTagger:
    """Tags each token from its embedding and its left neighbour's."""

    def __init__(self, vocab_size, num_tags, dim):
        self.vocab_size = vocab_size
        self.num_tags = num_tags
        self.dim = dim

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"embed": 0.1 * jax.random.normal(k1, (self.vocab_size, self.dim)),
                "proj": 0.1 * jax.random.normal(k2, (2 * self.dim, self.num_tags))}

    def __call__(self, params, tokens):
        x = params["embed"][tokens]
        left = jnp.concatenate([jnp.zeros_like(x[:1]), x[:-1]], axis=0)
        return jnp.concatenate([x, left], axis=-1) @ params["proj"]
