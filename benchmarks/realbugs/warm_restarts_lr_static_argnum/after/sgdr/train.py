import jax

from .model import huber_loss


@jax.jit
def train_step(params, x, y, learning_rate):
    loss, grads = jax.value_and_grad(huber_loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss
