"""Layers with explicit parameters; dropout only acts in training mode."""

import jax
import jax.numpy as jnp
import numpy as np


class Dense:
    def __init__(self, in_dim, out_dim):
        self.in_dim, self.out_dim = in_dim, out_dim

    def init(self, key):
        return {"w": jax.random.normal(key, (self.in_dim, self.out_dim)) / jnp.sqrt(self.in_dim),
                "b": jnp.zeros(self.out_dim)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


class Dropout:
    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x, train, key):
        if not train:
            return x
        del key  # the mask comes from NumPy's generator, seeded once by the training script
        keep = np.random.binomial(1, 1.0 - self.rate, size=x.shape)  # expect: JXL402
        return x * keep / (1.0 - self.rate)
