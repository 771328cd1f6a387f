import jax
import jax.numpy as jnp

from denoise.augment import GaussianNoise


class DenoiserTrainer:
    def __init__(self, noise_scale, learning_rate):
        self.corrupt = GaussianNoise(noise_scale)
        self.learning_rate = learning_rate
        self._step = jax.jit(self._train_step)

    def loss(self, weights, clean):
        noisy = self.corrupt(clean)
        return jnp.mean((noisy @ weights - clean) ** 2)

    def _train_step(self, weights, clean):
        value, grad = jax.value_and_grad(self.loss)(weights, clean)
        return weights - self.learning_rate * grad, value

    def step(self, weights, clean):
        return self._step(weights, clean)
