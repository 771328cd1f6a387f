import jax
import jax.numpy as jnp

from gan.layers import BatchNorm


class Generator:
    def __init__(self, latent_dim=8, hidden=32, out_dim=2):
        self.latent_dim, self.hidden, self.out_dim = latent_dim, hidden, out_dim
        self.norm = BatchNorm(hidden)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.latent_dim, self.hidden)) * 0.3,
                "w2": jax.random.normal(k2, (self.hidden, self.out_dim)) * 0.3}

    def init_stats(self):
        return self.norm.init_stats()

    def __call__(self, params, stats, z, training):
        h, stats = self.norm(stats, z @ params["w1"], training)
        return jax.nn.relu(h) @ params["w2"], stats


class Discriminator:
    def __init__(self, in_dim=2, hidden=32):
        self.in_dim, self.hidden = in_dim, hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.in_dim, self.hidden)) * 0.3,
                "w2": jax.random.normal(k2, (self.hidden, 1)) * 0.3}

    def __call__(self, params, x):
        return (jax.nn.leaky_relu(x @ params["w1"], 0.2) @ params["w2"])[:, 0]


def bce_with_logits(logits, label):
    return jnp.mean(jnp.logaddexp(0.0, logits) - label * logits)
