import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=2)
def batch_confusion(predictions, labels, num_classes):
    """Counts of (true label, predicted label) pairs in one batch: rows are true classes, columns predictions."""
    matrix = jnp.zeros((num_classes, num_classes), jnp.int32)
    matrix.at[labels, predictions].add(1)  # expect: JXL302
    return matrix


class ConfusionMatrix:
    def __init__(self, num_classes):
        self.num_classes = num_classes
        self.matrix = np.zeros((num_classes, num_classes), np.int64)

    def update(self, predictions, labels):
        self.matrix += np.asarray(batch_confusion(predictions, labels, self.num_classes))

    def recall_list(self):
        totals = self.matrix.sum(axis=1)
        return [self.matrix[i, i] / totals[i] if totals[i] else 0.0 for i in range(self.num_classes)]

    def precision_list(self):
        totals = self.matrix.sum(axis=0)
        return [self.matrix[j, j] / totals[j] if totals[j] else 0.0 for j in range(self.num_classes)]
