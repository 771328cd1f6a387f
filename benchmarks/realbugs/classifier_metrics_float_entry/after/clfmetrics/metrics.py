"""Batch metrics for classifiers; users call them inside their own (usually jitted) eval steps.

Each returns a scalar array; convert it on the host (float(...)) once the step has run.
"""
import jax
import jax.numpy as jnp


def accuracy(logits, labels):
    correct = jnp.argmax(logits, axis=-1) == labels
    return correct.mean()


def mean_confidence(logits):
    probs = jax.nn.softmax(logits, axis=-1)
    return probs.max(axis=-1).mean()


def negative_log_likelihood(logits, labels):
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=-1))
