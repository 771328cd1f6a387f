import random

import jax.numpy as jnp

import minihk

NOISE_LEVELS = (0.05, 0.1, 0.2)


class NoisyDense(minihk.Module):
    """A dense layer whose output is rescaled by a noise level, a hyperparameter of the layer."""

    def __init__(self, width, name=None):
        super().__init__(name=name)
        self.width = width
        self.noise_level = random.choice(NOISE_LEVELS)  # expect: JXL402

    def __call__(self, x):
        w = minihk.get_parameter(self, "w", (x.shape[-1], self.width), scale=x.shape[-1] ** -0.5)
        return jnp.tanh(x @ w) * (1.0 - self.noise_level)
