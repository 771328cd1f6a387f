import math

import jax
import jax.numpy as jnp


class LabelSmoothingCrossEntropy:
    """Cross-entropy against smoothed one-hot targets, offset by the targets' entropy so a perfect fit scores 0."""

    def __init__(self, num_classes, smoothing=0.1):
        self.num_classes = num_classes
        self.smoothing = smoothing

    def target_entropy(self):
        confidence = 1.0 - self.smoothing
        low = self.smoothing / (self.num_classes - 1)
        return -(confidence * math.log(confidence) + (self.num_classes - 1) * low * math.log(low))

    def __call__(self, logits, labels):
        confidence = 1.0 - self.smoothing
        low = self.smoothing / (self.num_classes - 1)
        targets = jnp.where(jax.nn.one_hot(labels, self.num_classes) > 0, confidence, low)
        cross_entropy = -jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1)
        return jnp.mean(cross_entropy) - self.target_entropy()
