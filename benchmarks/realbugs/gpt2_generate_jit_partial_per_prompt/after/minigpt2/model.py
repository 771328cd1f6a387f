import jax
import jax.numpy as jnp


class TinyGPT:
    """A one-block causal transformer over a fixed context window."""

    def __init__(self, vocab_size=50, block_size=16, dim=32):
        self.vocab_size = vocab_size
        self.block_size = block_size
        self.dim = dim

    def init(self, key):
        k = jax.random.split(key, 5)
        v, b, d = self.vocab_size, self.block_size, self.dim
        return {"tok": 0.1 * jax.random.normal(k[0], (v, d)), "pos": 0.1 * jax.random.normal(k[1], (b, d)),
                "qkv": jax.random.normal(k[2], (d, 3 * d)) / jnp.sqrt(d),
                "mlp": jax.random.normal(k[3], (d, d)) / jnp.sqrt(d),
                "head": jax.random.normal(k[4], (d, v)) / jnp.sqrt(d)}

    def logits(self, params, tokens):
        x = params["tok"][tokens] + params["pos"]
        q, k, v = jnp.split(x @ params["qkv"], 3, axis=-1)
        scores = q @ k.T / jnp.sqrt(self.dim)
        causal = jnp.tril(jnp.ones((self.block_size, self.block_size), dtype=bool))
        x = x + jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1) @ v
        x = x + jax.nn.gelu(x @ params["mlp"])
        return x @ params["head"]
