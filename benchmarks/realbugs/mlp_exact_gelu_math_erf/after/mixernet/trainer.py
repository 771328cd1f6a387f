import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._grad_fn = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params, x, y):
        return jnp.mean((self.model(params, x)[:, 0] - y) ** 2)

    def step(self, params, x, y):
        loss, grads = self._grad_fn(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
