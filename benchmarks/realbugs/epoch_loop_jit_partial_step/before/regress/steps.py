import jax

from .model import mse


def sgd_step(config, params, batch):
    loss, grads = jax.value_and_grad(mse)(params, batch)
    params = jax.tree.map(
        lambda p, g: p - config.learning_rate * (g + config.weight_decay * p), params, grads)
    return params, loss
