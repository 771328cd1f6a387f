import jax
import jax.numpy as jnp
import numpy as np


class Dense:
    def __init__(self, in_dim, out_dim):
        self.in_dim = in_dim
        self.out_dim = out_dim

    def init(self, key):
        return {"w": jax.random.normal(key, (self.in_dim, self.out_dim)) * jnp.sqrt(2.0 / self.in_dim),
                "b": jnp.zeros(self.out_dim)}

    def __call__(self, params, x, training=False, key=None):
        return x @ params["w"] + params["b"]


class ReLU:
    def init(self, key):
        return {}

    def __call__(self, params, x, training=False, key=None):
        return jax.nn.relu(x)


class Dropout:
    """Inverted dropout: zero a fraction `rate` of the activations and rescale the rest while training."""

    def __init__(self, rate):
        self.rate = rate

    def init(self, key):
        return {}

    def __call__(self, params, x, training=False, key=None):
        if not training or self.rate == 0.0:
            return x
        mask = np.random.rand(*x.shape) > self.rate  # expect: JXL402
        return x * mask / (1.0 - self.rate)
