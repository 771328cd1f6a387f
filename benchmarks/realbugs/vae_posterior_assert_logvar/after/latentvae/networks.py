import jax
import jax.numpy as jnp


def group_norm(x, groups=4, eps=1e-5):
    n, c = x.shape
    g = x.reshape(n, groups, c // groups)
    g = (g - g.mean(axis=-1, keepdims=True)) / jnp.sqrt(g.var(axis=-1, keepdims=True) + eps)
    return g.reshape(n, c)


class ResidualMLPBlock:
    def __init__(self, width):
        self.width = width

    def init(self, key):
        return {"w": jax.random.normal(key, (self.width, self.width)) * 0.05}

    def __call__(self, params, x):
        return x + jax.nn.silu(group_norm(x)) @ params["w"]


class Encoder:
    def __init__(self, in_dim, width, latent):
        self.in_dim, self.width, self.latent = in_dim, width, latent
        self.block = ResidualMLPBlock(width)

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"stem": jax.random.normal(k1, (self.in_dim, self.width)) / jnp.sqrt(self.in_dim),
                "block": self.block.init(k2),
                "head": jax.random.normal(k3, (self.width, 2 * self.latent)) * 0.05}

    def __call__(self, params, x):
        h = self.block(params["block"], x @ params["stem"])
        return h @ params["head"]


class Decoder:
    def __init__(self, latent, width, out_dim):
        self.latent, self.width, self.out_dim = latent, width, out_dim
        self.block = ResidualMLPBlock(width)

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"stem": jax.random.normal(k1, (self.latent, self.width)) / jnp.sqrt(self.latent),
                "block": self.block.init(k2),
                "head": jax.random.normal(k3, (self.width, self.out_dim)) * 0.05}

    def __call__(self, params, z):
        return self.block(params["block"], z @ params["stem"]) @ params["head"]
