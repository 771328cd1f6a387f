import jax
import jax.numpy as jnp

from gantools.layers import SpectralDense


class Discriminator:
    def __init__(self, data_dim, hidden):
        self.hidden_layer = SpectralDense(data_dim, hidden)
        self.out_layer = SpectralDense(hidden, 1)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"hidden": self.hidden_layer.init(k1), "out": self.out_layer.init(k2)}

    def __call__(self, params, x):
        h = jax.nn.leaky_relu(self.hidden_layer(params["hidden"], x), 0.2)
        return self.out_layer(params["out"], h)[..., 0]


class Generator:
    def __init__(self, noise_dim, data_dim):
        self.noise_dim = noise_dim
        self.data_dim = data_dim

    def init(self, key):
        return {"w": jax.random.normal(key, (self.noise_dim, self.data_dim)) * 0.5}

    def __call__(self, params, z):
        return jnp.tanh(z @ params["w"])
