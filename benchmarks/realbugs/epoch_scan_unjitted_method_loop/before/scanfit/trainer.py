import jax
import jax.numpy as jnp

from scanfit.optim import apply_updates


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


class ScanTrainer:
    """Runs a whole epoch of minibatch steps as one lax.scan, collecting the loss curve."""

    def __init__(self, optimizer):
        self.optimizer = optimizer

    def run_epoch(self, params, opt_state, x_batches, y_batches):
        def step(carry, batch):
            params, opt_state = carry
            loss, grads = jax.value_and_grad(mse)(params, *batch)
            updates, opt_state = self.optimizer.update(grads, opt_state)
            return (apply_updates(params, updates), opt_state), loss

        (params, opt_state), losses = jax.lax.scan(step, (params, opt_state), (x_batches, y_batches))  # expect: JXL504
        return params, opt_state, losses
