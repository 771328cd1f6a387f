import jax
import jax.numpy as jnp

from .kv_cache import StaticKVCache


class TinyDecoder:
    """Embedding, one causal self-attention layer with a residual, and an output projection."""

    def __init__(self, vocab_size, d_model=32, n_heads=4):
        self.vocab_size = vocab_size
        self.d_model = d_model
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.jit_forward = jax.jit(self.forward)
        self.jit_decode_step = jax.jit(self.decode_step)

    def init(self, key):
        keys = jax.random.split(key, 5)
        scale = 1.0 / jnp.sqrt(self.d_model)
        return {
            "embed": jax.random.normal(keys[0], (self.vocab_size, self.d_model)),
            "wq": scale * jax.random.normal(keys[1], (self.d_model, self.d_model)),
            "wk": scale * jax.random.normal(keys[2], (self.d_model, self.d_model)),
            "wv": scale * jax.random.normal(keys[3], (self.d_model, self.d_model)),
            "out": scale * jax.random.normal(keys[4], (self.d_model, self.vocab_size)),
        }

    def split_heads(self, x):
        return x.reshape(x.shape[:-1] + (self.n_heads, self.head_dim))

    def forward(self, params, tokens):
        """Logits for every position of (batch, length) tokens, recomputing attention over the whole prefix."""
        x = params["embed"][tokens]
        q, k, v = (self.split_heads(x @ params[name]) for name in ("wq", "wk", "wv"))
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(self.head_dim)
        length = tokens.shape[1]
        scores = jnp.where(jnp.tril(jnp.ones((length, length), bool)), scores, -jnp.inf)
        attended = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v)
        return (x + attended.reshape(x.shape)) @ params["out"]

    def decode_step(self, params, cache, token, pos):
        """Logits for the token at `pos` given the cached keys and values of the positions before it."""
        x = params["embed"][token]
        q, k, v = (self.split_heads(x @ params[name]) for name in ("wq", "wk", "wv"))
        cache = StaticKVCache.append(cache, k, v, pos)
        scores = jnp.einsum("bhd,bhkd->bhk", q, cache["keys"]) / jnp.sqrt(self.head_dim)
        visible = jnp.arange(cache["keys"].shape[2]) <= pos
        scores = jnp.where(visible, scores, -jnp.inf)
        attended = jnp.einsum("bhk,bhkd->bhd", jax.nn.softmax(scores, axis=-1), cache["values"])
        return (x + attended.reshape(x.shape)) @ params["out"], cache
