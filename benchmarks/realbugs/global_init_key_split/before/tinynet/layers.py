import jax
import jax.numpy as jnp

from tinynet.initializers import lecun_normal


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in, self.n_out = n_in, n_out

    def init(self):
        return {"w": lecun_normal((self.n_in, self.n_out)), "b": jnp.zeros(self.n_out)}

    def apply(self, params, x):
        return x @ params["w"] + params["b"]


class Sequential:
    def __init__(self, *layers):
        self.layers = layers

    def init(self):
        return [layer.init() for layer in self.layers]

    def apply(self, params, x):
        for layer, p in zip(self.layers, params):
            x = jax.nn.tanh(layer.apply(p, x))
        return x
