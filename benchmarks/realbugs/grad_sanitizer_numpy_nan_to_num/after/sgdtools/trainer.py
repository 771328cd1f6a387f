import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer
        self._train_step = jax.jit(self._step)

    def loss(self, params, inputs, targets):
        return jnp.mean((self.model(params, inputs) - targets) ** 2)

    def _step(self, params, inputs, targets):
        loss, grads = jax.value_and_grad(self.loss)(params, inputs, targets)
        return self.optimizer.apply(params, grads), loss

    def fit(self, params, batches):
        losses = []
        for inputs, targets in batches:
            params, loss = self._train_step(params, inputs, targets)
            losses.append(float(loss))
        return params, losses
