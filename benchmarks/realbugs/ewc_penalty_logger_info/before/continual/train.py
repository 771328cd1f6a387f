import jax
import jax.numpy as jnp

from .net import log_likelihood


def make_step(regulariser=None, lr=0.1):
    def loss_fn(params, x, y):
        loss = -jnp.mean(log_likelihood(params, x, y))
        if regulariser is not None:
            loss = loss + regulariser.penalty(params)
        return loss

    @jax.jit
    def step(params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    return step
