import jax
import jax.numpy as jnp
import numpy as np


class MultiHeadAttention:
    def __init__(self, dim, num_heads):
        assert dim % num_heads == 0
        self.dim = dim
        self.num_heads = num_heads
        self.head_dim = dim // num_heads

    def init(self, key):
        keys = jax.random.split(key, 4)
        scale = 1.0 / jnp.sqrt(self.dim)
        return {name: jax.random.normal(k, (self.dim, self.dim)) * scale
                for name, k in zip(("q", "k", "v", "o"), keys)}

    def _split_heads(self, x):
        batch, length, _ = x.shape
        return x.reshape(batch, length, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def __call__(self, params, x, mask):
        q = self._split_heads(x @ params["q"])
        k = self._split_heads(x @ params["k"])
        v = self._split_heads(x @ params["v"])
        scores = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(self.head_dim)  # expect: JXL401
        weights = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
        out = np.einsum("bhqk,bhkd->bhqd", weights, v)  # expect: JXL401
        batch, _, length, _ = out.shape
        return out.transpose(0, 2, 1, 3).reshape(batch, length, self.dim) @ params["o"]
