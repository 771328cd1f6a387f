"""Full-batch gradient descent, the epochs scanned inside one compiled program."""

import jax

from nilm.model import batch_loss


def fit(params, features, targets, learning_rate, epochs):
    loss_grad = jax.value_and_grad(batch_loss)

    @jax.jit
    def run(params):
        def one_epoch(params, _):
            loss, grads = loss_grad(params, features, targets)
            params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
            return params, loss

        return jax.lax.scan(one_epoch, params, None, length=epochs)

    return run(params)
