import jax
import jax.numpy as jnp


class RegressionTrainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._step = jax.jit(self.step)

    def loss(self, params, x, y):
        prediction, hidden = self.model(params, x)
        return jnp.mean((prediction - y) ** 2), hidden

    def step(self, params, x, y):
        (loss, hidden), grads = jax.value_and_grad(self.loss, has_aux=True)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss, hidden
