import jax
import jax.numpy as jnp


class ElmanRNN:
    """A one-layer tanh RNN reading a sequence and regressing its last target."""

    def __init__(self, hidden_size):
        self.hidden_size = hidden_size

    def init(self, key, input_size):
        k_in, k_rec, k_out = jax.random.split(key, 3)
        return {
            "w_in": 0.5 * jax.random.normal(k_in, (input_size, self.hidden_size)),
            "w_rec": 1.5 * jax.random.normal(k_rec, (self.hidden_size, self.hidden_size)) / jnp.sqrt(self.hidden_size),
            "w_out": 0.5 * jax.random.normal(k_out, (self.hidden_size,)),
        }

    def __call__(self, params, xs):
        def cell(h, x):
            h = jnp.tanh(x @ params["w_in"] + h @ params["w_rec"])
            return h, None

        h0 = jnp.zeros((xs.shape[0], self.hidden_size))
        h, _ = jax.lax.scan(cell, h0, jnp.swapaxes(xs, 0, 1))
        return h @ params["w_out"]

    def loss(self, params, xs, ys):
        return jnp.mean((self(params, xs) - ys) ** 2)
