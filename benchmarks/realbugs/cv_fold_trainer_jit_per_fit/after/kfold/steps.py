import jax

from kfold.model import mse


def sgd_step(model_fn, learning_rate, params, x, y):
    grads = jax.grad(lambda p: mse(model_fn, p, x, y))(params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
