from functools import partial

import jax

from sweep.model import mse_loss


@partial(jax.jit, static_argnames=("learning_rate",))
def sgd_step(params, x, y, learning_rate):
    grads = jax.grad(mse_loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)


def train(params, x, y, learning_rate=0.05, steps=20):
    for _ in range(steps):
        params = sgd_step(params, x, y, learning_rate=learning_rate)
    return params
