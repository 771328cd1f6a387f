import jax

from housereg.losses import mse_loss


@jax.jit
def train_step(params, x, y):
    loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)
    return params, loss
