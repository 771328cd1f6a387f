"""The training loop: SGD over the training batches, validation at the end of each epoch."""

import jax
import jax.numpy as jnp

from digits.console import report_validation
from digits.model import criterion, forward


class Trainer:
    def __init__(self, lr=0.2):
        self.lr = lr
        self.train_step = jax.jit(self._train_step)
        self.validate = jax.jit(self._validate)

    def _train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(criterion)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads), loss

    def _validate(self, params, x, y):
        val_loss = criterion(params, x, y)
        val_acc = jnp.mean(jnp.argmax(forward(params, x), axis=-1) == y)
        return val_loss, val_acc

    def fit(self, params, train_batches, val_set, n_epochs):
        best_val_loss = float("inf")
        for epoch in range(n_epochs):
            for x, y in train_batches:
                params, _ = self.train_step(params, x, y)
            val_loss, val_acc = self.validate(params, *val_set)
            report_validation(epoch, val_loss, val_acc)
            best_val_loss = min(best_val_loss, float(val_loss))
        return params, best_val_loss
