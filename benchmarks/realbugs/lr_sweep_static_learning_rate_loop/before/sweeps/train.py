import functools

import jax

from .model import mse


@functools.partial(jax.jit, static_argnames=("learning_rate", "num_steps"))
def train_model(params, x, y, learning_rate, num_steps):
    def body(_, p):
        grads = jax.grad(mse)(p, x, y)
        return jax.tree_util.tree_map(lambda a, g: a - learning_rate * g, p, grads)
    params = jax.lax.fori_loop(0, num_steps, body, params)
    return mse(params, x, y)
