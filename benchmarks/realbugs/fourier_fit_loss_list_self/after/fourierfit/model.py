from functools import partial

import jax
import jax.numpy as jnp


class FourierModel:
    """Fit Fourier coefficients of a 1-D signal by gradient descent."""

    def __init__(self, num_terms=4, lr=0.05):
        self.freqs = jnp.arange(1, num_terms + 1)
        self.lr = lr
        self.loss_list = []

    def predict(self, coefficients, x):
        return jnp.sin(jnp.outer(x, self.freqs)) @ coefficients

    def loss(self, coefficients, x, y):
        return jnp.mean(jnp.square(self.predict(coefficients, x) - y))

    @partial(jax.jit, static_argnums=(0,))
    def _update(self, coefficients, x, y):
        value, grads = jax.value_and_grad(self.loss)(coefficients, x, y)
        return coefficients - self.lr * grads, value

    def update(self, coefficients, x, y):
        coefficients, value = self._update(coefficients, x, y)
        self.loss_list.append(value)
        return coefficients
