import jax
import jax.numpy as jnp

from regress.evaluation import validation_loss
from regress.model import mlp


@jax.jit
def train_step(params, x, y, learning_rate):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss


def fit(params, train_batches, val_batches, num_epochs, learning_rate):
    history = []
    for _ in range(num_epochs):
        for x, y in zip(*train_batches):
            params, _ = train_step(params, x, y, learning_rate)
        history.append(float(validation_loss(params, val_batches)))
    return params, history
