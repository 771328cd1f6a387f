import logging

import jax
import jax.numpy as jnp

from .net import log_likelihood

logger = logging.getLogger(__name__)


def make_step(regulariser=None, lr=0.1):
    def loss_fn(params, x, y):
        penalty = regulariser.penalty(params) if regulariser is not None else jnp.float32(0.0)
        return -jnp.mean(log_likelihood(params, x, y)) + penalty, penalty

    @jax.jit
    def jitted_step(params, x, y):
        (loss, penalty), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss, penalty

    def step(params, x, y):
        params, loss, penalty = jitted_step(params, x, y)
        if regulariser is not None:
            logger.info("EWC penalty %.4f", float(penalty))
        return params, loss

    return step
