import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


class ScanTrainer:
    """Runs a whole epoch of micro-batches as one lax.scan, jitted once; reports the losses it returns."""

    def __init__(self, learning_rate, reporter):
        self.learning_rate = learning_rate
        self.reporter = reporter
        self._epoch = jax.jit(self._run_epoch)

    def _run_epoch(self, w, x_batches, y_batches):
        def step(carry, batch):
            w, i = carry
            x, y = batch
            loss, grad = jax.value_and_grad(loss_fn)(w, x, y)
            return (w - self.learning_rate * grad, i + 1), loss
        (w, _), losses = jax.lax.scan(step, (w, 0), (x_batches, y_batches))
        return w, losses

    def run_epoch(self, w, x_batches, y_batches):
        w, losses = self._epoch(w, x_batches, y_batches)
        for i, loss in enumerate(losses.tolist()):
            self.reporter(i, loss)
        return w, losses
