import jax
import jax.numpy as jnp


class TwoLayerNet:
    def __init__(self, num_features, hidden):
        self.num_features = num_features
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.num_features, self.hidden)) / jnp.sqrt(self.num_features),
                "w2": jax.random.normal(k2, (self.hidden,)) / jnp.sqrt(self.hidden)}

    def __call__(self, params, x):
        return jnp.tanh(x @ params["w1"]) @ params["w2"]

    def loss(self, params, x, y):
        return jnp.mean((self(params, x) - y) ** 2)
