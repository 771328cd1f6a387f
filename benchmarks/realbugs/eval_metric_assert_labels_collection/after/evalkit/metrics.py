"""Metrics in the style of CommonLoopUtils: build from model output, merge across batches, compute at the end."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Average(NamedTuple):
    total: jnp.ndarray
    count: jnp.ndarray

    @classmethod
    def from_model_output(cls, values, **_):
        return cls(total=jnp.sum(values), count=jnp.asarray(values.size, jnp.float32))

    def merge(self, other):
        return type(self)(self.total + other.total, self.count + other.count)

    def compute(self):
        return self.total / self.count


class Accuracy(NamedTuple):
    correct: jnp.ndarray
    count: jnp.ndarray

    @classmethod
    def from_model_output(cls, logits, labels, **_):
        correct = jnp.sum(jnp.argmax(logits, axis=-1) == labels)
        return cls(correct=correct.astype(jnp.float32), count=jnp.asarray(labels.shape[0], jnp.float32))

    def merge(self, other):
        return type(self)(self.correct + other.correct, self.count + other.count)

    def compute(self):
        return self.correct / self.count


class Loss(Average):
    @classmethod
    def from_model_output(cls, loss, **_):
        return super().from_model_output(loss)


def cross_entropy(logits, labels):
    return -jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1)[:, 0]
