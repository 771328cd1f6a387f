import functools

import jax


def mse_loss(params, batch):
    x, y = batch
    return ((x @ params["w"] + params["b"] - y) ** 2).mean()


@functools.partial(jax.jit, static_argnames=("learning_rate",))
def sgd_step(params, batch, learning_rate):
    loss, grads = jax.value_and_grad(mse_loss)(params, batch)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss
