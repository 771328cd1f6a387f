from functools import partial

import jax


@partial(jax.jit, static_argnames=("loss_fn", "optimizer"))
def train_step(params, batch, loss_fn, optimizer):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates = optimizer(grads)
    return jax.tree_util.tree_map(lambda p, u: p + u, params, updates), loss
