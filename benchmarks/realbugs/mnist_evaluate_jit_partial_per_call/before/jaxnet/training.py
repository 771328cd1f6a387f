import jax

from .network import regularised_loss


@jax.jit
def sgd_step(params, X, y, learning_rate, l2):
    loss, grads = jax.value_and_grad(regularised_loss)(params, X, y, l2)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss
