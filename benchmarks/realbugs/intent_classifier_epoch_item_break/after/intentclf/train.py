from functools import partial

import jax
import jax.numpy as jnp

from intentclf.model import loss_fn

LEARNING_RATE = 0.5


@partial(jax.jit, static_argnames=("num_batches",))
def train_epoch(params, data, num_batches, tolerance):
    """One pass over the epoch's batches (stacked on the leading axis) in a single compiled call."""
    epoch_loss = 0.0
    converged = jnp.array(False)
    for i in range(num_batches):
        batch = jax.tree_util.tree_map(lambda x: x[i], data)
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        # the loss stays an array: accumulate it, and freeze the parameters once it is below the tolerance
        epoch_loss = epoch_loss + loss
        converged = converged | (loss < tolerance)
        updated = jax.tree_util.tree_map(lambda p, g: p - LEARNING_RATE * g, params, grads)
        params = jax.tree_util.tree_map(lambda old, new: jnp.where(converged, old, new), params, updated)
    return params, epoch_loss / num_batches
