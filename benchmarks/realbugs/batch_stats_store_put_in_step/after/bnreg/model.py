import jax
import jax.numpy as jnp

from bnreg.layers import batch_norm, dense


class BNRegressor:
    def __init__(self, in_dim, hidden=32):
        self.in_dim = in_dim
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "dense1": {"w": jax.random.normal(k1, (self.in_dim, self.hidden)) / jnp.sqrt(self.in_dim),
                       "b": jnp.zeros(self.hidden)},
            "bn": {"scale": jnp.ones(self.hidden), "bias": jnp.zeros(self.hidden)},
            "dense2": {"w": jax.random.normal(k2, (self.hidden, 1)) / jnp.sqrt(self.hidden), "b": jnp.zeros(1)},
        }

    def init_stats(self):
        return {"mean": jnp.zeros(self.hidden), "var": jnp.ones(self.hidden)}

    def apply(self, params, stats, x, train):
        h = dense(params["dense1"], x)
        h, new_stats = batch_norm(params["bn"], stats, h, train)
        return dense(params["dense2"], jax.nn.relu(h))[:, 0], new_stats
