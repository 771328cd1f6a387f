import jax

from optim.losses import mse_loss
from optim.monitor import record_grad_norm


@jax.jit
def sgd_step(params, batch, learning_rate):
    grads = jax.grad(mse_loss)(params, batch)
    record_grad_norm(grads)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
