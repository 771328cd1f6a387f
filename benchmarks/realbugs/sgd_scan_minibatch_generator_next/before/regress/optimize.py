"""Stochastic gradient descent run as one compiled scan over all minibatch steps."""

import jax
from jax import lax

from regress.data import sample_minibatches


def run_sgd(loss_fn, params, dataset, *, key, batch_size, num_epochs, learning_rate):
    num_batches = dataset[0].shape[0] // batch_size
    batches = sample_minibatches(key, dataset, batch_size)

    def train_step(params, _):
        batch = next(batches)  # expect: JXL202
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        params = jax.tree.map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    @jax.jit
    def train(params):
        return lax.scan(train_step, params, None, length=num_epochs * num_batches)

    return train(params)
