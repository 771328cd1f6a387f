import jax
import jax.numpy as jnp


class Dropout:
    """Inverted dropout that draws a fresh mask on every training call from the key it carries."""

    def __init__(self, rate, seed):
        self.rate = rate
        self.key = jax.random.PRNGKey(seed)

    def __call__(self, x):
        self.key, mask_key = jax.random.split(self.key)  # expect: JXL202
        keep = jax.random.bernoulli(mask_key, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)
