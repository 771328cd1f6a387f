"""Compiled inner loop: a fixed number of optimizer steps on one batch."""

from functools import partial

import jax
import jax.numpy as jnp

INNER_STEPS = 100


def mse_loss(params, batch):
    inputs, targets = batch
    predictions = jnp.tanh(inputs @ params["w1"]) @ params["w2"]
    return jnp.mean((predictions - targets) ** 2)


@partial(jax.jit, static_argnums=(0, 1))
def optimize(loss_fn, optimizer, params, opt_state, batch):
    def step(carry, _):
        params, opt_state = carry
        grads = jax.grad(loss_fn)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state)
        return (jax.tree_util.tree_map(jnp.add, params, updates), opt_state), None

    (params, opt_state), _ = jax.lax.scan(step, (params, opt_state), None, length=INNER_STEPS)
    return params, opt_state
