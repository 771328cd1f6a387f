import jax.numpy as jnp
import numpy as np


def confusion_matrix(labels, predictions, num_classes):
    """Row i, column j counts the examples of class i predicted as j (one bincount over i * k + j)."""
    flat = num_classes * labels + predictions
    counts = np.bincount(flat, minlength=num_classes * num_classes)  # expect: JXL401
    return jnp.asarray(counts).reshape(num_classes, num_classes)


def per_class_recall(matrix):
    return jnp.diag(matrix) / jnp.maximum(matrix.sum(axis=1), 1)
