"""Multinomial logistic regression."""

import jax
import jax.numpy as jnp


def logits(params, inputs):
    return inputs @ params["w"] + params["b"]


def cross_entropy(params, inputs, labels):
    log_probs = jax.nn.log_softmax(logits(params, inputs))
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))


def accuracy(params, inputs, labels):
    return jnp.mean(jnp.argmax(logits(params, inputs), axis=1) == labels)
