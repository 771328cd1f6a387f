import jax
import jax.numpy as jnp


class TinyGPT:
    """Token and position embeddings, one causal self-attention head, a vocabulary projection."""

    def __init__(self, vocab_size, block_size, dim=32):
        self.vocab_size, self.block_size, self.dim = vocab_size, block_size, dim

    def init(self, key):
        keys = jax.random.split(key, 5)
        scale = 1.0 / jnp.sqrt(self.dim)
        return {"tok": jax.random.normal(keys[0], (self.vocab_size, self.dim)) * 0.1,
                "pos": jax.random.normal(keys[1], (self.block_size, self.dim)) * 0.1,
                "qkv": jax.random.normal(keys[2], (self.dim, 3 * self.dim)) * scale,
                "out": jax.random.normal(keys[3], (self.dim, self.vocab_size)) * scale}

    def __call__(self, params, tokens):
        t = tokens.shape[-1]
        h = params["tok"][tokens] + params["pos"][:t]
        q, k, v = jnp.split(h @ params["qkv"], 3, axis=-1)
        scores = q @ jnp.swapaxes(k, -1, -2) / jnp.sqrt(self.dim)
        scores = jnp.where(jnp.tril(jnp.ones((t, t), dtype=bool)), scores, -1e9)
        h = h + jax.nn.softmax(scores, axis=-1) @ v
        return h @ params["out"]

    def loss(self, params, inputs, targets):
        logits = self(params, inputs)
        log_probs = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(log_probs, targets[..., None], axis=-1))
