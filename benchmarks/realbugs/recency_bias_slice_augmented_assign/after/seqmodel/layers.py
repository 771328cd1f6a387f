"""Small attention layers for next-event prediction over a fixed-length history."""

import jax
import jax.numpy as jnp


class RecencyBias:
    """Adds a bonus to the attention logits of the most recent `window` positions."""

    def __init__(self, length, window, bonus=1.0):
        self.length = length
        self.window = window
        self.bonus = bonus

    def __call__(self, logits):
        bias = jnp.zeros(self.length)
        bias = bias.at[-self.window:].add(self.bonus)
        return logits + bias


class Attention:
    def __init__(self, key, dim, length, window):
        kq, kk = jax.random.split(key)
        self.params = {
            "wq": jax.random.normal(kq, (dim, dim)) / jnp.sqrt(dim),
            "wk": jax.random.normal(kk, (dim, dim)) / jnp.sqrt(dim),
        }
        self.recency = RecencyBias(length, window)

    def __call__(self, params, history):
        query = history[-1] @ params["wq"]
        keys = history @ params["wk"]
        logits = self.recency(keys @ query / jnp.sqrt(query.shape[-1]))
        return jax.nn.softmax(logits) @ history
