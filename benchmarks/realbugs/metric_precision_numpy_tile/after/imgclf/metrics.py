"""Keras-like stateless metrics: the trainer keeps their state and threads it through its jitted step."""

import jax.numpy as jnp
import numpy as np


class BinaryPrecision:
    """Precision at several thresholds, accumulated as true positives over predicted positives."""

    def __init__(self, thresholds):
        self.thresholds = np.asarray(thresholds, dtype=np.float32)

    def initial_state(self):
        zeros = jnp.zeros(len(self.thresholds))
        return {"true_positives": zeros, "predicted_positives": zeros}

    def stateless_update(self, state, labels, probs):
        predicted = probs[None, :] >= self.thresholds[:, None]
        labels_per_threshold = jnp.tile(labels, (len(self.thresholds), 1))
        true_positives = jnp.sum(predicted & (labels_per_threshold == 1), axis=1)
        return {
            "true_positives": state["true_positives"] + true_positives,
            "predicted_positives": state["predicted_positives"] + jnp.sum(predicted, axis=1),
        }

    def result(self, state):
        return state["true_positives"] / jnp.maximum(state["predicted_positives"], 1.0)


class BinaryAccuracy:
    def initial_state(self):
        return {"correct": jnp.zeros(()), "seen": jnp.zeros(())}

    def stateless_update(self, state, labels, probs):
        hits = jnp.equal(labels, probs >= 0.5)
        return {"correct": state["correct"] + jnp.sum(hits), "seen": state["seen"] + labels.shape[0]}

    def result(self, state):
        return state["correct"] / jnp.maximum(state["seen"], 1.0)
