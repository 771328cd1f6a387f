"""One epoch of minibatch SGD over a reshuffled dataset, compiled as a single scan."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from softmaxreg.model import cross_entropy


def init_params(num_features, num_classes):
    return {"w": jnp.zeros((num_features, num_classes)), "b": jnp.zeros(num_classes)}


@partial(jax.jit, static_argnames=("batch_size",))
def train_epoch(params, key, inputs, labels, batch_size, learning_rate):
    num_examples = inputs.shape[0]
    order = jax.random.permutation(key, num_examples)
    num_batches = num_examples // batch_size
    batches = order[: num_batches * batch_size].reshape(num_batches, batch_size)

    def step(params, indices):
        loss, grads = jax.value_and_grad(cross_entropy)(params, inputs[indices], labels[indices])
        return jax.tree.map(lambda p, g: p - learning_rate * g, params, grads), loss

    return lax.scan(step, params, batches)
