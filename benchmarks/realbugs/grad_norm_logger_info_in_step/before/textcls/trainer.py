import jax

from textcls.diagnostics import global_norm, log_step
from textcls.model import loss_fn


class Trainer:
    def __init__(self, lr=2.0):
        self.lr = lr
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, tokens, labels, step):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, labels)
        log_step(step, loss, global_norm(grads), self.lr)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss

    def fit(self, params, batches):
        for step, (tokens, labels) in enumerate(batches):
            params, loss = self.train_step(params, tokens, labels, step)
        return params, float(loss)
