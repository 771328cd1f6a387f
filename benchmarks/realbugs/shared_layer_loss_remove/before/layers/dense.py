import jax.numpy as jnp

from .base import Layer


class ActivityDense(Layer):
    """A dense layer with an L2 penalty on its activations."""

    def __init__(self, weight, rate=0.01):
        super().__init__()
        self.weight = weight
        self.rate = rate

    def call(self, x, scope):
        hidden = jnp.tanh(x @ self.weight)
        self.add_loss(self.rate * jnp.sum(hidden ** 2), scope)
        return hidden
