import jax
import jax.numpy as jnp

from reporting import MetricsReporter


class Trainer:
    def __init__(self, loss_fn, learning_rate=0.05):
        self.loss_fn = loss_fn
        self.learning_rate = learning_rate
        self.reporter = MetricsReporter(prefix="fit")
        self.step_fn = jax.jit(self._step)

    def _step(self, params, batch, step):
        loss, grads = jax.value_and_grad(self.loss_fn)(params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        self.reporter.report(step, {"loss": loss, "grad_norm": optax_global_norm(grads)})
        return params

    def fit(self, params, batches):
        for step, batch in enumerate(batches):
            params = self.step_fn(params, batch, step)
        return params


def optax_global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(x**2) for x in jax.tree_util.tree_leaves(tree)))
