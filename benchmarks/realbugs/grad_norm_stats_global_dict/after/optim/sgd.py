import jax

from optim.losses import mse_loss
from optim.monitor import global_norm


@jax.jit
def sgd_step(params, batch, learning_rate):
    grads = jax.grad(mse_loss)(params, batch)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, global_norm(grads)
