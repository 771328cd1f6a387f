"""Data-parallel training step: one replica per device, gradients averaged across devices."""

import functools

import jax
import jax.numpy as jnp

from dptrain.metrics import report
from dptrain.model import loss_fn


@functools.partial(jax.pmap, axis_name="devices")
def train_step(params, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    grads = jax.lax.pmean(grads, axis_name="devices")
    loss = jax.lax.pmean(loss, axis_name="devices")
    grad_norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
    report("train", loss, grad_norm)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss
