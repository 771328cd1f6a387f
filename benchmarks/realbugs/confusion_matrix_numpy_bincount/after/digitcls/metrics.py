import jax.numpy as jnp


def confusion_matrix(labels, predictions, num_classes):
    """Row i, column j counts the examples of class i predicted as j (one bincount over i * k + j)."""
    flat = num_classes * labels + predictions
    counts = jnp.bincount(flat, length=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)


def per_class_recall(matrix):
    return jnp.diag(matrix) / jnp.maximum(matrix.sum(axis=1), 1)
