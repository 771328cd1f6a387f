import jax
import jax.numpy as jnp


class DenoisingTrainer:
    def __init__(self, model, noise, learning_rate):
        self.model = model
        self.noise = noise
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)

    def loss(self, params, x):
        corrupted = self.noise(x)
        return jnp.mean((self.model(params, corrupted) - x) ** 2), corrupted

    def step(self, params, x):
        (loss, corrupted), grads = jax.value_and_grad(self.loss, has_aux=True)(params, x)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss, corrupted
