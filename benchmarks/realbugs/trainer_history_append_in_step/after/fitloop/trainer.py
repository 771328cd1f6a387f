import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self.history = []
        self._step = jax.jit(self._train_step)

    def loss(self, params, x, y):
        return jnp.mean((self.model(params, x) - y) ** 2)

    def _train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(self.loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def fit(self, params, x, y, num_steps):
        for _ in range(num_steps):
            params, loss = self._step(params, x, y)
            self.history.append(loss)
        return params

    def loss_curve(self):
        return jnp.stack(self.history)
