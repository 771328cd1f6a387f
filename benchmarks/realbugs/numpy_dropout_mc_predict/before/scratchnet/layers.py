import jax
import jax.numpy as jnp
import numpy as np


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in = n_in
        self.n_out = n_out

    def init(self, key):
        return {"w": jax.random.normal(key, (self.n_in, self.n_out)) / jnp.sqrt(self.n_in), "b": jnp.zeros(self.n_out)}

    def __call__(self, params, x, training):
        return x @ params["w"] + params["b"]


class ReLU:
    def init(self, key):
        return {}

    def __call__(self, params, x, training):
        return jnp.maximum(x, 0.0)


class Dropout:
    def __init__(self, p):
        self.p = p

    def init(self, key):
        return {}

    def __call__(self, params, x, training):
        if training:
            mask = (np.random.rand(*x.shape) > self.p) / (1 - self.p)  # expect: JXL402
            return x * mask
        return x
