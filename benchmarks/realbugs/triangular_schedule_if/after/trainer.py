import jax
import jax.numpy as jnp

from schedules import create_triangular_schedule


class Trainer:
    def __init__(self, loss_fn, steps_per_cycle=100):
        self.loss_fn = loss_fn
        self.learning_rate_fn = create_triangular_schedule(1e-4, 1e-2, steps_per_cycle)
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, step, batch):
        grads = jax.grad(self.loss_fn)(params, batch)
        lr = self.learning_rate_fn(step)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), step + 1


def mse(params, batch):
    x, y = batch
    return jnp.mean((x @ params["w"] - y) ** 2)
