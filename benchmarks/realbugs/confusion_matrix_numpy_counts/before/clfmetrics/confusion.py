import jax.numpy as jnp
import numpy as np


class MulticlassConfusionMatrix:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def batch_counts(self, y_true, y_pred):
        """Counts of (true, predicted) pairs in one batch, as a num_classes x num_classes table."""
        y_true = np.asarray(y_true)  # expect: JXL401
        flat = np.bincount(self.num_classes * y_true + y_pred, minlength=self.num_classes ** 2)  # expect: JXL401
        return flat.reshape(self.num_classes, self.num_classes)

    def precision_recall(self, table):
        true_positives = jnp.diag(table)
        precision = true_positives / jnp.maximum(jnp.sum(table, axis=0), 1)
        recall = true_positives / jnp.maximum(jnp.sum(table, axis=1), 1)
        return precision, recall
