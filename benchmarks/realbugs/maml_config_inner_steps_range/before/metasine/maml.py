import jax
import jax.numpy as jnp

from .net import mse


def adapt(params, x, y, config):
    """The inner loop: a few SGD steps on the task's support set."""
    for _ in range(config.inner_steps):  # expect: JXL105
        grads = jax.grad(mse)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - config.inner_lr * g, params, grads)
    return params


def maml_loss(params, tasks, config):
    def task_loss(x_support, y_support, x_query, y_query):
        return mse(adapt(params, x_support, y_support, config), x_query, y_query)

    return jnp.mean(jax.vmap(task_loss)(*tasks))


@jax.jit
def meta_step(params, tasks, config):
    loss, grads = jax.value_and_grad(maml_loss)(params, tasks, config)
    return jax.tree_util.tree_map(lambda p, g: p - config.meta_lr * g, params, grads), loss
