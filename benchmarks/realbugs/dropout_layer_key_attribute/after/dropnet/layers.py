import jax
import jax.numpy as jnp


class Dropout:
    """Inverted dropout that draws a fresh mask on every training call from the key it carries."""

    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x, mask_key):
        keep = jax.random.bernoulli(mask_key, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)
