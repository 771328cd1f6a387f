import jax
import jax.numpy as jnp

from .rope import apply_rope, rope_tables


class RopeSelfAttention:
    """Causal multi-head self-attention with rotary position embeddings on queries and keys."""

    def __init__(self, d_model, num_heads, max_len):
        self.d_model = d_model
        self.num_heads = num_heads
        self.head_dim = d_model // num_heads
        self.cos, self.sin = rope_tables(max_len, self.head_dim)

    def init(self, key):
        keys = jax.random.split(key, 4)
        scale = 1.0 / jnp.sqrt(self.d_model)
        return {name: jax.random.normal(k, (self.d_model, self.d_model)) * scale
                for name, k in zip(("wq", "wk", "wv", "wo"), keys)}

    def _heads(self, x):
        t = x.shape[0]
        return x.reshape(t, self.num_heads, self.head_dim).transpose(1, 0, 2)

    def __call__(self, params, x):
        t = x.shape[0]
        cos, sin = self.cos[:t], self.sin[:t]
        q = apply_rope(self._heads(x @ params["wq"]), cos, sin)
        k = apply_rope(self._heads(x @ params["wk"]), cos, sin)
        v = self._heads(x @ params["wv"])
        scores = q @ k.transpose(0, 2, 1) / jnp.sqrt(self.head_dim)
        scores = jnp.where(jnp.tril(jnp.ones((t, t), dtype=bool)), scores, -1e9)
        out = jax.nn.softmax(scores, axis=-1) @ v
        return out.transpose(1, 0, 2).reshape(t, self.d_model) @ params["wo"]
