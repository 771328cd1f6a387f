import jax.numpy as jnp
from jax import lax


class NVAR:
    """Nonlinear vector autoregression: delayed inputs (linear part) and their unique quadratic monomials."""

    def __init__(self, input_dim, delay=2, strides=1):
        self.input_dim = input_dim
        self.delay = delay
        self.strides = strides
        self.linear_dim = delay * input_dim
        self.output_dim = self.linear_dim + self.linear_dim * (self.linear_dim + 1) // 2

    def initial_store(self):
        return jnp.zeros(((self.delay - 1) * self.strides + 1, self.input_dim))

    def _step(self, store, x):
        store = jnp.roll(store, 1, axis=0)
        store = store.at[0].set(x)
        linear = store[::self.strides].ravel()
        rows, cols = jnp.triu_indices(self.linear_dim)
        features = jnp.zeros(self.output_dim)
        features = features.at[:self.linear_dim].set(linear)
        features = features.at[self.linear_dim:].set(linear[rows] * linear[cols])
        return store, features

    def run(self, inputs):
        _, features = lax.scan(self._step, self.initial_store(), inputs)
        return features
