import jax

from regressor.losses import huber_loss

LEARNING_RATE = 0.1


@jax.jit
def train_step(params, x, y):
    loss, grads = jax.value_and_grad(huber_loss)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - LEARNING_RATE * g, params, grads)
    return params, loss
