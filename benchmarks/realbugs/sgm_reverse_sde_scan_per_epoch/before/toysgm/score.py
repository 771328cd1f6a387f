import jax
import jax.numpy as jnp


class ScoreNet:
    def __init__(self, dim=2, hidden=64):
        self.dim = dim
        self.hidden = hidden

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"w1": jax.random.normal(k1, (self.dim + 1, self.hidden)) / jnp.sqrt(self.dim + 1),
                "w2": jax.random.normal(k2, (self.hidden, self.hidden)) / jnp.sqrt(self.hidden),
                "w3": jax.random.normal(k3, (self.hidden, self.dim)) * 0.01}

    def __call__(self, params, x, t):
        h = jnp.concatenate([x, t[:, None]], axis=-1)
        h = jax.nn.gelu(h @ params["w1"])
        h = jax.nn.gelu(h @ params["w2"])
        return h @ params["w3"]
