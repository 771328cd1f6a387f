import jax
import jax.numpy as jnp


class TinyCausalLM:
    """Embedding, one causal self-attention layer and an unembedding, over a fixed context window."""

    def __init__(self, vocab_size, width, context):
        self.vocab_size = vocab_size
        self.width = width
        self.context = context

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {
            "embed": 0.1 * jax.random.normal(k1, (self.vocab_size, self.width)),
            "qkv": 0.1 * jax.random.normal(k2, (self.width, 3 * self.width)),
            "unembed": 0.1 * jax.random.normal(k3, (self.width, self.vocab_size)),
        }

    def next_token_logits(self, params, tokens, length):
        h = params["embed"][tokens]
        q, k, v = jnp.split(h @ params["qkv"], 3, axis=-1)
        positions = jnp.arange(self.context)
        visible = (positions[None, :] <= positions[:, None]) & (positions[None, :] < length)
        scores = jnp.where(visible, q @ k.T / jnp.sqrt(self.width), -1e9)
        h = h + jax.nn.softmax(scores, axis=-1) @ v
        return h[length - 1] @ params["unembed"]
