import jax
import jax.numpy as jnp

from tinytrain.history import record

HISTORY = {}


def mean_squared_error(weights, inputs, targets):
    return jnp.mean((inputs @ weights - targets) ** 2)


@jax.jit
def _sgd_update(weights, inputs, targets, learning_rate):
    loss, gradient = jax.value_and_grad(mean_squared_error)(weights, inputs, targets)
    return weights - learning_rate * gradient, loss


def sgd_step(weights, inputs, targets, learning_rate):
    weights, loss = _sgd_update(weights, inputs, targets, learning_rate)
    record(HISTORY, "loss", loss)
    return weights
