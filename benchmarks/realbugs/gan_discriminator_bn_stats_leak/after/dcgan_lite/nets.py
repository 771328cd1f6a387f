import jax
import jax.numpy as jnp

from dcgan_lite.layers import BatchNorm


def init_generator(key, latent_dim, hidden, data_dim):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.2 * jax.random.normal(k1, (latent_dim, hidden)),
            "w2": 0.2 * jax.random.normal(k2, (hidden, data_dim))}


def generate(params, z):
    return jnp.tanh(jax.nn.relu(z @ params["w1"]) @ params["w2"])


class Discriminator:
    def __init__(self, data_dim, hidden):
        self.data_dim = data_dim
        self.hidden = hidden
        self.bn = BatchNorm(hidden)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": 0.2 * jax.random.normal(k1, (self.data_dim, self.hidden)),
                "bn": self.bn.init(),
                "w2": 0.2 * jax.random.normal(k2, (self.hidden,))}

    def init_stats(self):
        return self.bn.init_stats()

    def __call__(self, params, stats, x, training):
        h, stats = self.bn(params["bn"], stats, x @ params["w1"], training)
        return jax.nn.leaky_relu(h, 0.2) @ params["w2"], stats
