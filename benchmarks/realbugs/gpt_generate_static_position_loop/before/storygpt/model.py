import jax
import jax.numpy as jnp


class GPT:
    """A one-block decoder over a fixed context window; padding past the current position is masked out."""

    def __init__(self, vocab_size, context=32, dim=48):
        self.vocab_size, self.context, self.dim = vocab_size, context, dim

    def init(self, key):
        keys = jax.random.split(key, 4)
        return {"tok": jax.random.normal(keys[0], (self.vocab_size, self.dim)) * 0.1,
                "pos": jax.random.normal(keys[1], (self.context, self.dim)) * 0.1,
                "qkv": jax.random.normal(keys[2], (self.dim, 3 * self.dim)) / jnp.sqrt(self.dim),
                "out": jax.random.normal(keys[3], (self.dim, self.vocab_size)) / jnp.sqrt(self.dim)}

    def __call__(self, params, tokens):
        h = params["tok"][tokens] + params["pos"]
        q, k, v = jnp.split(h @ params["qkv"], 3, axis=-1)
        scores = q @ k.T / jnp.sqrt(self.dim)
        causal = jnp.tril(jnp.ones((self.context, self.context), dtype=bool))
        h = h + jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1) @ v
        return h @ params["out"]
