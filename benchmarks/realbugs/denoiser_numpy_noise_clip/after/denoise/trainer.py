import jax
import jax.numpy as jnp

from denoise.augment import GaussianNoise


class DenoiserTrainer:
    def __init__(self, noise_scale, learning_rate):
        self.corrupt = GaussianNoise(noise_scale)
        self.learning_rate = learning_rate
        self.key = jax.random.PRNGKey(0)
        self._step = jax.jit(self._train_step)

    def loss(self, weights, clean, key):
        noisy = self.corrupt(key, clean)
        return jnp.mean((noisy @ weights - clean) ** 2)

    def _train_step(self, weights, clean, key):
        value, grad = jax.value_and_grad(self.loss)(weights, clean, key)
        return weights - self.learning_rate * grad, value

    def step(self, weights, clean):
        self.key, noise_key = jax.random.split(self.key)
        return self._step(weights, clean, noise_key)
