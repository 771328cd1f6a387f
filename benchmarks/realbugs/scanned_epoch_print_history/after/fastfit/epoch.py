import jax

from fastfit.model import loss_fn


@jax.jit
def train_epoch(params, xs, ys):
    """One whole epoch in a single compiled program: the batches are scanned, not looped in Python."""

    def model_update(params, batch):
        x, y = batch
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
        return params, loss

    params, losses = jax.lax.scan(model_update, params, (xs, ys))
    return params, losses
