import jax
import numpy as np


def gumbel_noise(shape):
    uniform = np.random.uniform(1e-6, 1.0 - 1e-6, size=shape)  # expect: JXL402
    return -np.log(-np.log(uniform))


class GumbelSoftmax:
    """Relaxed one-hot samples of a categorical, for training discrete latent codes."""

    def __init__(self, temperature):
        self.temperature = temperature

    def __call__(self, logits):
        return jax.nn.softmax((logits + gumbel_noise(logits.shape)) / self.temperature, axis=-1)
