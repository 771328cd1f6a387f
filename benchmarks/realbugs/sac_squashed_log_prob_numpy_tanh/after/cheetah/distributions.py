import jax
import jax.numpy as jnp


class TanhGaussian:
    """Gaussian squashed by tanh into [-1, 1]; log-density with the change-of-variables correction."""

    def __init__(self, mean, log_std):
        self.mean = mean
        self.log_std = log_std

    def rsample(self, key):
        u = self.mean + jnp.exp(self.log_std) * jax.random.normal(key, self.mean.shape)
        return jnp.tanh(u), u

    def log_prob(self, u):
        normal = -0.5 * ((u - self.mean) / jnp.exp(self.log_std)) ** 2 - self.log_std - 0.5 * jnp.log(2 * jnp.pi)
        correction = jnp.log(1.0 - jnp.tanh(u) ** 2 + 1e-6)
        return jnp.sum(normal - correction, axis=-1)
