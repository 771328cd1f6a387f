"""A per-pixel classifier: a 1x1 convolution (a linear map over channels) written as an Equinox module."""

import equinox as eqx
import jax
import jax.numpy as jnp


class PixelClassifier(eqx.Module):
    weight: jax.Array
    bias: jax.Array

    def __init__(self, in_channels, num_classes, *, key):
        self.weight = jax.random.normal(key, (in_channels, num_classes)) * 0.1
        self.bias = jnp.zeros(num_classes)

    def __call__(self, image):
        return image @ self.weight + self.bias  # [H, W, C] -> [H, W, num_classes]
