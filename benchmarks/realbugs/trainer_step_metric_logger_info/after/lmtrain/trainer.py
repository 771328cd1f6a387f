"""A small trainer: plain SGD with global-norm clipping, one compiled step per batch."""

import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))


class Trainer:
    def __init__(self, loss_fn, learning_rate, max_grad_norm, metric_logger):
        self.loss_fn = loss_fn
        self.learning_rate = learning_rate
        self.max_grad_norm = max_grad_norm
        self.metric_logger = metric_logger
        self._jit_step = jax.jit(self._train_step)

    def _train_step(self, params, batch, step):
        loss, grads = jax.value_and_grad(self.loss_fn)(params, batch)
        grad_norm = global_norm(grads)
        scale = jnp.minimum(1.0, self.max_grad_norm / (grad_norm + 1e-6))
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * scale * g, params, grads)
        return params, {"loss": loss, "grad_norm": grad_norm}

    def fit(self, params, batches):
        for step, batch in enumerate(batches):
            params, metrics = self._jit_step(params, batch, step)
            self.metric_logger.log_step(step, {name: float(value) for name, value in metrics.items()})
        return params
