import jax
import jax.numpy as jnp


class ReluMLP:
    def __init__(self, sizes):
        self.sizes = sizes

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [
            (jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
            for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])
        ]

    def __call__(self, params, x):
        *hidden_layers, (w_out, b_out) = params
        for w, b in hidden_layers:
            x = jax.nn.relu(x @ w + b)
        return x @ w_out + b_out, x
