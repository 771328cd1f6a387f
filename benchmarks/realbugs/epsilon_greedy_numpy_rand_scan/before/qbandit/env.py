import jax
import jax.numpy as jnp


class GaussianBandit:
    def __init__(self, means, noise=1.0):
        self.means = jnp.asarray(means)
        self.noise = noise

    @property
    def num_arms(self):
        return self.means.shape[0]

    def pull(self, key, arm):
        return self.means[arm] + self.noise * jax.random.normal(key)
