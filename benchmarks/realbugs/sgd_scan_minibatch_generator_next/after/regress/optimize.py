"""Stochastic gradient descent run as one compiled scan over all minibatch steps."""

import jax
from jax import lax

from regress.data import stacked_minibatches


def run_sgd(loss_fn, params, dataset, *, key, batch_size, num_epochs, learning_rate):
    batches = stacked_minibatches(key, dataset, batch_size, num_epochs)

    def train_step(params, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        params = jax.tree.map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    @jax.jit
    def train(params, batches):
        return lax.scan(train_step, params, batches)

    return train(params, batches)
