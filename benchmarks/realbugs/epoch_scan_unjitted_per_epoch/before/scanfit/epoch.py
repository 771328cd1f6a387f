import jax

from .model import logistic_loss


def train_epoch(params, x_batches, y_batches, learning_rate):
    """One pass over the stacked batches as a single lax.scan: the carry is the parameters, the per-step output the
    loss."""
    def step(carry, batch):
        x, y = batch
        loss, grads = jax.value_and_grad(logistic_loss)(carry, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, carry, grads), loss

    return jax.lax.scan(step, params, (x_batches, y_batches))  # expect: JXL504
