import jax
import jax.numpy as jnp

from .cache import append


class SingleHeadLM:
    def __init__(self, vocab_size=50, d_model=32):
        self.vocab_size = vocab_size
        self.d_model = d_model

    def init(self, key):
        ks = jax.random.split(key, 5)
        d = self.d_model
        return {
            "embed": jax.random.normal(ks[0], (self.vocab_size, d)),
            "wq": jax.random.normal(ks[1], (d, d)) / jnp.sqrt(d),
            "wk": jax.random.normal(ks[2], (d, d)) / jnp.sqrt(d),
            "wv": jax.random.normal(ks[3], (d, d)) / jnp.sqrt(d),
            "unembed": jax.random.normal(ks[4], (d, self.vocab_size)) / jnp.sqrt(d),
        }

    def forward(self, params, tokens):
        """Full causal forward pass over a whole sequence: the logits at every position."""
        h = params["embed"][tokens]
        q, k, v = h @ params["wq"], h @ params["wk"], h @ params["wv"]
        t = tokens.shape[0]
        scores = jnp.where(jnp.tril(jnp.ones((t, t), dtype=bool)), q @ k.T / jnp.sqrt(self.d_model), -jnp.inf)
        return (h + jax.nn.softmax(scores, axis=-1) @ v) @ params["unembed"]

    def decode_step(self, params, cache, token):
        """One token of incremental decoding: attend from the new token to every cached key."""
        h = params["embed"][token]
        cache = append(cache, h @ params["wk"], h @ params["wv"])
        scores = cache.keys @ (h @ params["wq"]) / jnp.sqrt(self.d_model)
        scores = jnp.where(jnp.arange(cache.keys.shape[0]) < cache.length, scores, -jnp.inf)
        out = jax.nn.softmax(scores) @ cache.values
        return cache, (h + out) @ params["unembed"]
