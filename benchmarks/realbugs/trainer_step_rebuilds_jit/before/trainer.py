import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model_fn, learning_rate=0.01):
        self.model_fn = model_fn
        self.learning_rate = learning_rate

    def _loss(self, params, inputs, targets):
        return jnp.mean((self.model_fn(params, inputs) - targets) ** 2)

    def training_step(self, params, inputs, targets):
        loss_and_grad = jax.jit(jax.value_and_grad(self._loss))  # expect: JXL502
        loss, grads = loss_and_grad(params, inputs, targets)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def fit(self, params, loader, epochs=1):
        history = []
        for _ in range(epochs):
            for inputs, targets in loader:
                params, loss = self.training_step(params, inputs, targets)
                history.append(loss)
        return params, history
