from functools import partial

import jax
import jax.numpy as jnp

from .model import loss_fn


@partial(jax.jit, static_argnames=("accum_steps",))
def accumulate_and_maybe_apply(params, acc_grads, batch, step, accum_steps, learning_rate):
    """Add this micro-batch's gradients; every `accum_steps` micro-batches, apply their mean and reset."""
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    acc_grads = jax.tree_util.tree_map(lambda a, g: a + g, acc_grads, grads)
    apply_now = (step + 1) % accum_steps == 0
    params = jax.tree_util.tree_map(
        lambda p, a: jnp.where(apply_now, p - learning_rate * a / accum_steps, p), params, acc_grads)
    acc_grads = jax.tree_util.tree_map(lambda a: jnp.where(apply_now, 0.0, a), acc_grads)
    return params, acc_grads, loss
