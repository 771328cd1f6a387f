import jax.numpy as jnp


class StaticKVCache:
    """Preallocated key/value cache of shape (batch, n_heads, max_seq_len, head_dim), written one position at a time."""

    def __init__(self, batch_size, n_heads, max_seq_len, head_dim):
        self.shape = (batch_size, n_heads, max_seq_len, head_dim)

    def init(self):
        return {"keys": jnp.zeros(self.shape), "values": jnp.zeros(self.shape)}

    @staticmethod
    def append(cache, key, value, pos):
        """Stores the key and value of the token at `pos` (each of shape (batch, n_heads, head_dim))."""
        keys, values = cache["keys"], cache["values"]
        keys = keys.at[:, :, pos].set(key)
        values = values.at[:, :, pos].set(value)
        return {"keys": keys, "values": values}
