import jax
import jax.numpy as jnp


class Attention:
    """Grouped-query attention over a key/value cache of `max_len` positions."""

    def __init__(self, n_heads, n_kv_heads, head_dim, max_len):
        self.n_heads = n_heads
        self.n_kv_heads = n_kv_heads
        self.head_dim = head_dim
        self.max_len = max_len
        self.kv_repeats = n_heads // n_kv_heads

    def expand_cache(self, x):
        return jnp.repeat(x, self.kv_repeats, axis=1)

    def __call__(self, q, cache_k, cache_v, pos):
        keys = self.expand_cache(cache_k)
        values = self.expand_cache(cache_v)
        scores = jnp.einsum("hd,thd->ht", q, keys) / jnp.sqrt(self.head_dim)
        filled = jnp.arange(cache_k.shape[0]) < pos
        scores = jnp.where(filled[None, :], scores, -jnp.inf)
        weights = jax.nn.softmax(scores, axis=-1)
        return jnp.einsum("ht,thd->hd", weights, values)
