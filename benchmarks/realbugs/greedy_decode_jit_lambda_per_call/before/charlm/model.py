"""A fixed-context character model: embeds the last `block_size` characters, concatenates them, one hidden layer."""

import jax
import jax.numpy as jnp


class ContextMLP:
    def __init__(self, vocab_size, block_size=4, embed_dim=8, hidden=64):
        self.vocab_size = vocab_size
        self.block_size = block_size
        self.embed_dim = embed_dim
        self.hidden = hidden

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        flat = self.block_size * self.embed_dim
        return {
            "embed": jax.random.normal(k1, (self.vocab_size, self.embed_dim)) * 0.3,
            "w1": jax.random.normal(k2, (flat, self.hidden)) / jnp.sqrt(flat),
            "b1": jnp.zeros(self.hidden),
            "w2": jax.random.normal(k3, (self.hidden, self.vocab_size)) / jnp.sqrt(self.hidden),
            "b2": jnp.zeros(self.vocab_size),
        }

    def logits(self, params, context):
        x = params["embed"][context].reshape(*context.shape[:-1], -1)
        return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]

    def loss(self, params, contexts, targets):
        log_probs = jax.nn.log_softmax(self.logits(params, contexts))
        return -jnp.take_along_axis(log_probs, targets[:, None], axis=1).mean()
