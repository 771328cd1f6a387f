from functools import partial

import jax

from intentclf.model import loss_fn

LEARNING_RATE = 0.5


@partial(jax.jit, static_argnames=("num_batches",))
def train_epoch(params, data, num_batches, tolerance):
    """One pass over the epoch's batches (stacked on the leading axis) in a single compiled call."""
    epoch_loss = 0.0
    for i in range(num_batches):
        batch = jax.tree_util.tree_map(lambda x: x[i], data)
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        epoch_loss += loss.item()  # expect: JXL104
        if loss < tolerance:  # expect: JXL101
            break
        params = jax.tree_util.tree_map(lambda p, g: p - LEARNING_RATE * g, params, grads)
    return params, epoch_loss / num_batches
