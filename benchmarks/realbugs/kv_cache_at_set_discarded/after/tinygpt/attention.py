import jax
import jax.numpy as jnp


def init_attention(key, d):
    kq, kk, kv = jax.random.split(key, 3)
    scale = 1.0 / jnp.sqrt(d)
    return {"wq": jax.random.normal(kq, (d, d)) * scale,
            "wk": jax.random.normal(kk, (d, d)) * scale,
            "wv": jax.random.normal(kv, (d, d)) * scale}


class CausalSelfAttention:
    def __init__(self, d):
        self.d = d

    def full(self, params, x):
        """Attention over a whole sequence at once, each position seeing itself and the ones before it."""
        q, k, v = x @ params["wq"], x @ params["wk"], x @ params["wv"]
        scores = q @ k.T / jnp.sqrt(self.d)
        causal = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), dtype=bool))
        return jax.nn.softmax(jnp.where(causal, scores, -jnp.inf), axis=-1) @ v

    def decode_step(self, params, cache, x_t, pos):
        """One token of incremental decoding: write its key and value, attend over the cached prefix."""
        q, k, v = x_t @ params["wq"], x_t @ params["wk"], x_t @ params["wv"]
        cache = cache.write(pos, k, v)
        scores = cache.keys @ q / jnp.sqrt(self.d)
        seen = jnp.arange(cache.keys.shape[0]) <= pos
        weights = jax.nn.softmax(jnp.where(seen, scores, -jnp.inf))
        return weights @ cache.values, cache
