import jax
import jax.numpy as jnp


class LinearProbe:
    def __init__(self, in_dim, num_classes):
        self.in_dim = in_dim
        self.num_classes = num_classes

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.in_dim, self.num_classes)), "b": jnp.zeros(self.num_classes)}

    def __call__(self, params, features):
        return features @ params["w"] + params["b"]
