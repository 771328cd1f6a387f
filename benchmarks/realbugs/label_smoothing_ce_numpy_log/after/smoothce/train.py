import jax
import jax.numpy as jnp

from .losses import label_smoothing_cross_entropy
from .model import predict_probs


def example_loss(params, x, label, epsilon):
    return label_smoothing_cross_entropy(predict_probs(params, x), label, epsilon)


def batch_loss(params, xs, labels, epsilon=0.1):
    return jnp.mean(jax.vmap(example_loss, in_axes=(None, 0, 0, None))(params, xs, labels, epsilon))


loss_and_grad = jax.jit(jax.value_and_grad(batch_loss))


@jax.jit
def accuracy(params, xs, labels):
    return jnp.mean(jnp.argmax(jax.vmap(predict_probs, in_axes=(None, 0))(params, xs), axis=-1) == labels)
