import jax
import jax.numpy as jnp


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

    def __call__(self, key, x):
        # A new mask per call needs a new key per call: host randomness would be frozen into the trace.
        keep = jax.random.uniform(key, x.shape) >= self.rate
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)
