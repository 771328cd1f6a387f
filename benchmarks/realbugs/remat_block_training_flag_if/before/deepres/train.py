import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._train_step = jax.jit(self.train_step)

    def loss(self, params, x, y, key):
        return jnp.mean((self.model(params, x, key, True) - y) ** 2)

    def train_step(self, params, x, y, key):
        loss, grads = jax.value_and_grad(self.loss)(params, x, y, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
