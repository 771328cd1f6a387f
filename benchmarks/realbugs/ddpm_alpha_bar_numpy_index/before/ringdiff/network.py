import jax
import jax.numpy as jnp


class NoisePredictor:
    def __init__(self, data_dim=2, hidden=64, noise_steps=200):
        self.data_dim = data_dim
        self.hidden = hidden
        self.noise_steps = noise_steps

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        d = self.data_dim + 1
        return {"w1": jax.random.normal(k1, (d, self.hidden)) / jnp.sqrt(d), "b1": jnp.zeros(self.hidden),
                "w2": jax.random.normal(k2, (self.hidden, self.hidden)) / jnp.sqrt(self.hidden),
                "b2": jnp.zeros(self.hidden),
                "w3": jax.random.normal(k3, (self.hidden, self.data_dim)) / jnp.sqrt(self.hidden),
                "b3": jnp.zeros(self.data_dim)}

    def __call__(self, params, x_t, t):
        h = jnp.concatenate([x_t, (t / self.noise_steps)[:, None]], axis=-1)
        h = jax.nn.silu(h @ params["w1"] + params["b1"])
        h = jax.nn.silu(h @ params["w2"] + params["b2"])
        return h @ params["w3"] + params["b3"]
