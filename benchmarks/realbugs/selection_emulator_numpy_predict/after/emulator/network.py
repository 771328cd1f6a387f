"""A pre-trained one-layer network emulating log sensitive volume."""
import jax.numpy as jnp
import numpy as np


class SelectionEmulator:
    def __init__(self, weights, bias):
        self.weights = np.asarray(weights, dtype=np.float32)
        self.bias = np.asarray(bias, dtype=np.float32)

    def predict(self, inputs):
        batch = jnp.asarray(inputs, dtype=jnp.float32)
        hidden = jnp.tanh(batch @ self.weights + self.bias)
        return hidden.sum(axis=1, keepdims=True)
