"""Batch metrics for classifiers; users call them inside their own (usually jitted) eval steps."""
import jax
import jax.numpy as jnp


def accuracy(logits, labels):
    correct = jnp.argmax(logits, axis=-1) == labels
    return float(correct.mean())  # expect: JXL104


def mean_confidence(logits):
    probs = jax.nn.softmax(logits, axis=-1)
    return probs.max(axis=-1).mean().item()  # expect: JXL104


def negative_log_likelihood(logits, labels):
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=-1))
