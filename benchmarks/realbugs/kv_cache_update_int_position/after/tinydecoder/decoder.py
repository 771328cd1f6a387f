import jax
import jax.numpy as jnp

from tinydecoder.cache import KVCache


class Decoder:
    """Single-layer attention decoder with incremental decoding through a key/value cache."""

    def __init__(self, vocab_size, d_model, max_len):
        self.vocab_size = vocab_size
        self.d_model = d_model
        self.max_len = max_len
        self._decode_step = jax.jit(self.decode_step)

    def init(self, key):
        keys = jax.random.split(key, 5)
        scale = 1.0 / jnp.sqrt(self.d_model)
        return {
            "embed": jax.random.normal(keys[0], (self.vocab_size, self.d_model)),
            "q": scale * jax.random.normal(keys[1], (self.d_model, self.d_model)),
            "k": scale * jax.random.normal(keys[2], (self.d_model, self.d_model)),
            "v": scale * jax.random.normal(keys[3], (self.d_model, self.d_model)),
            "out": scale * jax.random.normal(keys[4], (self.d_model, self.vocab_size)),
        }

    def decode_step(self, params, cache, token, position):
        x = params["embed"][token]
        cache = cache.write(position, x @ params["k"], x @ params["v"])
        scores = cache.keys @ (x @ params["q"]) / jnp.sqrt(self.d_model)
        scores = jnp.where(jnp.arange(self.max_len) <= position, scores, -jnp.inf)
        context = jax.nn.softmax(scores) @ cache.values
        return cache, context @ params["out"]

    def greedy(self, params, first_token, length):
        cache = KVCache.empty(self.max_len, self.d_model)
        tokens = [first_token]
        for position in range(length):
            cache, logits = self._decode_step(params, cache, tokens[-1], position)
            tokens.append(int(jnp.argmax(logits)))
        return tokens
