import jax
import jax.numpy as jnp

from regnet.diagnostics import report_grad_norms


def regression_loss(params, x, y):
    hidden = jnp.tanh(x @ params["w1"])
    return jnp.mean((hidden @ params["w2"] - y) ** 2)


def make_update(learning_rate):
    def update(params, step, x, y):
        loss, grads = jax.value_and_grad(regression_loss)(params, x, y)
        report_grad_norms(step, grads)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    return jax.jit(update)
