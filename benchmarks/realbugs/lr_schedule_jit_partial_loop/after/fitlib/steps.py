import jax
import jax.numpy as jnp


def squared_error(params, inputs, targets):
    return jnp.mean((inputs @ params["w"] + params["b"] - targets) ** 2)


def train_step(params, inputs, targets, learning_rate):
    grads = jax.grad(squared_error)(params, inputs, targets)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
