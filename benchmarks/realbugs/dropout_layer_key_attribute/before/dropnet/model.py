import jax
import jax.numpy as jnp

from dropnet.layers import Dropout


class MLP:
    def __init__(self, dropout_rate, seed):
        self.dropout = Dropout(dropout_rate, seed)

    def init(self, key, dim, hidden):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (dim, hidden)) * 0.3, "w2": jax.random.normal(k2, (hidden,)) * 0.3}

    def loss(self, params, x, y):
        h = self.dropout(jnp.tanh(x @ params["w1"]))
        return jnp.mean((h @ params["w2"] - y) ** 2)
