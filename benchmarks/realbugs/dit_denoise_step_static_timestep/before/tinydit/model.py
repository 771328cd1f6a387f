import jax
import jax.numpy as jnp

from tinydit.embeddings import timestep_embedding


def patchify(images, p):
    b, h, w, c = images.shape
    x = images.reshape(b, h // p, p, w // p, p, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, (h // p) * (w // p), p * p * c)


def unpatchify(tokens, p, h, w, c):
    b = tokens.shape[0]
    x = tokens.reshape(b, h // p, w // p, p, p, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, h, w, c)


class TinyDiT:
    """Patch tokens, one adaLN-conditioned attention block, a linear head predicting the noise."""

    def __init__(self, image_size=8, channels=1, patch=2, dim=32):
        self.image_size = image_size
        self.channels = channels
        self.patch = patch
        self.dim = dim

    def init(self, key):
        k = jax.random.split(key, 6)
        pd, d = self.patch * self.patch * self.channels, self.dim
        n = (self.image_size // self.patch) ** 2
        return {"embed": jax.random.normal(k[0], (pd, d)) / jnp.sqrt(pd),
                "pos": 0.02 * jax.random.normal(k[1], (n, d)),
                "ada": jax.random.normal(k[2], (d, 2 * d)) * 0.01,
                "qkv": jax.random.normal(k[3], (d, 3 * d)) / jnp.sqrt(d),
                "proj": jax.random.normal(k[4], (d, d)) / jnp.sqrt(d), "head": jax.random.normal(k[5], (d, pd)) * 0.01}

    def __call__(self, params, images, t):
        x = patchify(images, self.patch) @ params["embed"] + params["pos"]
        scale, shift = jnp.split(jnp.asarray(timestep_embedding(t, self.dim)) @ params["ada"], 2)
        h = (x - x.mean(-1, keepdims=True)) / (x.std(-1, keepdims=True) + 1e-6) * (1 + scale) + shift
        q, k, v = jnp.split(h @ params["qkv"], 3, axis=-1)
        attn = jax.nn.softmax(q @ k.transpose(0, 2, 1) / jnp.sqrt(self.dim), axis=-1)
        x = x + (attn @ v) @ params["proj"]
        return unpatchify(x @ params["head"], self.patch, self.image_size, self.image_size, self.channels)
