import jax
import jax.numpy as jnp

from .data import sample_minibatch


def nll(weights, x, y, l2):
    logits = x @ weights["w"] + weights["b"]
    return jnp.mean(jax.nn.softplus(logits) - y * logits) + l2 * jnp.sum(weights["w"] ** 2)


@jax.jit
def train_step(weights, key, features, labels, config):
    x, y = sample_minibatch(key, features, labels, config.batch_size)
    loss, grads = jax.value_and_grad(nll)(weights, x, y, config.l2)
    weights = jax.tree_util.tree_map(lambda w, g: w - config.learning_rate * g, weights, grads)
    return weights, loss


def accuracy(weights, features, labels):
    return jnp.mean(((features @ weights["w"] + weights["b"]) > 0) == (labels > 0.5))
