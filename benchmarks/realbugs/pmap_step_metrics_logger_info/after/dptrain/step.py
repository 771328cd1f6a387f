import functools

import jax

from . import mlp
from .metrics import global_norm


@functools.partial(jax.pmap, axis_name="data", static_broadcasted_argnums=(3,))
def parallel_train_step(params, x, y, learning_rate):
    loss, grads = jax.value_and_grad(mlp.loss)(params, x, y)
    grads = jax.lax.pmean(grads, axis_name="data")
    loss = jax.lax.pmean(loss, axis_name="data")
    grad_norm = global_norm(grads)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss, grad_norm
