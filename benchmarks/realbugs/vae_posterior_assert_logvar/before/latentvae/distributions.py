import jax
import jax.numpy as jnp


class DiagonalGaussian:
    """The encoder's posterior q(z|x): moments split from one tensor, as latent-diffusion VAEs do."""

    def __init__(self, moments):
        self.mean, self.logvar = jnp.split(moments, 2, axis=-1)
        assert self.logvar.max() < 20.0, "posterior log-variance out of range"  # expect: JXL102
        self.std = jnp.exp(0.5 * self.logvar)

    def sample(self, key):
        return self.mean + self.std * jax.random.normal(key, self.mean.shape)

    def kl(self):
        return 0.5 * jnp.sum(self.mean ** 2 + jnp.exp(self.logvar) - 1.0 - self.logvar, axis=-1)
