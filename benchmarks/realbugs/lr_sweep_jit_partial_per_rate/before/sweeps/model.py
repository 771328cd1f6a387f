"""A small MLP classifier on 2-D points and its SGD step."""

import jax
import jax.numpy as jnp


def init_params(key, hidden=8):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (2, hidden)) * 0.5,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, 2)) * 0.5,
        "b2": jnp.zeros(2),
    }


def logits(params, x):
    return jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


def cross_entropy(params, x, y):
    log_probs = jax.nn.log_softmax(logits(params, x))
    return -jnp.take_along_axis(log_probs, y[:, None], axis=1).mean()


def accuracy(params, x, y):
    return jnp.mean(jnp.argmax(logits(params, x), axis=-1) == y)


def sgd_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(cross_entropy)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
