import jax
import jax.numpy as jnp


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def sgd_step(params, x, y):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    grad_norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss, grad_norm
