"""Token-level losses for the sequence autoencoder; padding positions do not count."""

import jax
import jax.numpy as jnp


def token_cross_entropy(logits, targets):
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(log_probs, targets[..., None], axis=-1)[..., 0]


def masked_cross_entropy(logits, targets, pad_id):
    losses = token_cross_entropy(logits, targets)
    return losses[targets != pad_id].mean()  # expect: JXL107
