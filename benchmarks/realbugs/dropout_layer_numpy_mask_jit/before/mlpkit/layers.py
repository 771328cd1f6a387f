import jax
import jax.numpy as jnp
import numpy as np


class Linear:
    def __init__(self, key, features_in, features_out):
        self.weight = jax.random.normal(key, (features_in, features_out)) / jnp.sqrt(features_in)
        self.bias = jnp.zeros(features_out)

    def __call__(self, params, x):
        return x @ params["weight"] + params["bias"]

    def init(self):
        return {"weight": self.weight, "bias": self.bias}


class Dropout:
    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x):
        keep = np.random.rand(*x.shape) >= self.rate  # expect: JXL402
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)
