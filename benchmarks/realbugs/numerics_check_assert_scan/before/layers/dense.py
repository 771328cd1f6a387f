import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, dim):
        self.dim = dim

    def init(self, key):
        return {"w": jax.random.normal(key, (self.dim, self.dim)) / jnp.sqrt(self.dim), "b": jnp.zeros(self.dim)}

    def __call__(self, params, x):
        return jnp.tanh(x @ params["w"] + params["b"])
