from functools import partial

import jax
import jax.numpy as jnp

from linreg.schedule import warmup_learning_rate


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@partial(jax.jit, static_argnames=("step",))
def sgd_step(params, x, y, step):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    rate = warmup_learning_rate(step)
    return jax.tree_util.tree_map(lambda p, g: p - rate * g, params, grads), loss
