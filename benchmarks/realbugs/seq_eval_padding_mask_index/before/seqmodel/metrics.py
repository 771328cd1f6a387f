"""Reconstruction metrics reported at evaluation time."""

import jax.numpy as jnp


def masked_token_accuracy(logits, targets, pad_id):
    """Accuracy over real tokens only: padding is trivially predicted and would inflate the score."""
    keep = targets != pad_id
    predictions = jnp.argmax(logits, axis=-1)
    return jnp.mean(predictions[keep] == targets[keep])  # expect: JXL107
