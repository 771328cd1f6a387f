import jax
import jax.numpy as jnp


def linear_loss(params, batch):
    x, y = batch
    return jnp.mean((x @ params["w"] - y) ** 2)


class ScanTrainer:
    """Runs a whole epoch of minibatch SGD as one lax.scan."""

    def __init__(self, reporter, learning_rate):
        self.reporter = reporter
        self.learning_rate = learning_rate
        self.run_epoch = jax.jit(self._run_epoch)

    def _run_epoch(self, params, xs, ys, first_step):
        def body(carry, batch):
            params, step = carry
            loss, grads = jax.value_and_grad(linear_loss)(params, batch)
            params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
            return (params, step + 1), loss

        (params, _), losses = jax.lax.scan(body, (params, first_step), (xs, ys))
        return params, losses
