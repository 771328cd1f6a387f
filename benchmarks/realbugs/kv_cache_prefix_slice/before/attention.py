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

    def get_cache_slice(self, x, pos):
        x_slice = x.at[:pos, :, :].get()  # expect: JXL106
        return jnp.repeat(x_slice, self.kv_repeats, axis=1)

    def __call__(self, q, cache_k, cache_v, pos):
        keys = self.get_cache_slice(cache_k, pos)
        values = self.get_cache_slice(cache_v, pos)
        scores = jnp.einsum("hd,thd->ht", q, keys) / jnp.sqrt(self.head_dim)
        weights = jax.nn.softmax(scores, axis=-1)
        return jnp.einsum("ht,thd->hd", weights, values)
