import jax
import jax.numpy as jnp


class EpsilonMLP:
    def __init__(self, dim=2, hidden=64, num_steps=100):
        self.dim = dim
        self.hidden = hidden
        self.num_steps = num_steps

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"embed": jax.random.normal(k1, (self.num_steps, self.hidden)) * 0.1,
                "w_in": jax.random.normal(k2, (self.dim, self.hidden)) / jnp.sqrt(self.dim),
                "w_out": jax.random.normal(k3, (self.hidden, self.dim)) * 0.01}

    def __call__(self, params, x, t):
        h = jax.nn.silu(x @ params["w_in"] + params["embed"][t])
        return h @ params["w_out"]
