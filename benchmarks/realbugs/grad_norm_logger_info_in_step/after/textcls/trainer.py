import jax

from textcls.diagnostics import global_norm, log_step
from textcls.model import loss_fn


class Trainer:
    def __init__(self, lr=2.0):
        self.lr = lr
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, tokens, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss, global_norm(grads)

    def fit(self, params, batches):
        for step, (tokens, labels) in enumerate(batches):
            params, loss, grad_norm = self.train_step(params, tokens, labels)
            log_step(step, float(loss), float(grad_norm), self.lr)
        return params, float(loss)
