import jax
import jax.numpy as jnp

from jaxformer.embeddings import Embedding


def layer_norm(x, eps=1e-5):
    return (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + eps)


class CausalSelfAttention:
    def __init__(self, dim, heads):
        self.dim, self.heads = dim, heads

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"qkv": jax.random.normal(k1, (self.dim, 3 * self.dim)) / jnp.sqrt(self.dim),
                "proj": jax.random.normal(k2, (self.dim, self.dim)) / jnp.sqrt(self.dim)}

    def __call__(self, params, x):
        t = x.shape[0]
        q, k, v = jnp.split(x @ params["qkv"], 3, axis=-1)

        def split(a):
            return a.reshape(t, self.heads, -1).transpose(1, 0, 2)

        q, k, v = split(q), split(k), split(v)
        scores = q @ k.transpose(0, 2, 1) / jnp.sqrt(q.shape[-1])
        scores = jnp.where(jnp.tril(jnp.ones((t, t), dtype=bool)), scores, -jnp.inf)
        out = (jax.nn.softmax(scores, axis=-1) @ v).transpose(1, 0, 2).reshape(t, self.dim)
        return out @ params["proj"]


class Decoder:
    def __init__(self, vocab_size, dim=32, heads=4):
        self.embed = Embedding(vocab_size, dim)
        self.attention = CausalSelfAttention(dim, heads)
        self.vocab_size = vocab_size

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"embed": self.embed.init(k1), "attn": self.attention.init(k2),
                "head": jax.random.normal(k3, (self.attention.dim, self.vocab_size)) * 0.02}

    def __call__(self, params, tokens):
        x = self.embed(params["embed"], tokens)
        x = x + self.attention(params["attn"], layer_norm(x))
        return layer_norm(x) @ params["head"]
