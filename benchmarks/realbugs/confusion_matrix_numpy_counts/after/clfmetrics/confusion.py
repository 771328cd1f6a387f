import jax.numpy as jnp


class MulticlassConfusionMatrix:
    def __init__(self, num_classes):
        self.num_classes = num_classes

    def batch_counts(self, y_true, y_pred):
        """Counts of (true, predicted) pairs in one batch, as a num_classes x num_classes table."""
        y_true = jnp.asarray(y_true)
        flat = jnp.bincount(self.num_classes * y_true + y_pred, length=self.num_classes ** 2)
        return flat.reshape(self.num_classes, self.num_classes)

    def precision_recall(self, table):
        true_positives = jnp.diag(table)
        precision = true_positives / jnp.maximum(jnp.sum(table, axis=0), 1)
        recall = true_positives / jnp.maximum(jnp.sum(table, axis=1), 1)
        return precision, recall
