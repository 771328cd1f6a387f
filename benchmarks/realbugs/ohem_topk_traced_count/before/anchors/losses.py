"""Anchor classification loss with online hard example mining: all positives, the hardest negatives at 3:1."""

import jax
import jax.numpy as jnp


def per_anchor_cross_entropy(logits, labels):
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(log_probs, labels[:, None], axis=1)[:, 0]


def ohem_cross_entropy(logits, labels, neg_pos_ratio=3):
    ce = per_anchor_cross_entropy(logits, labels)
    positive = labels > 0
    num_pos = jnp.sum(positive)
    num_neg = jnp.minimum(neg_pos_ratio * num_pos, labels.shape[0] - num_pos)
    neg_loss = jnp.where(positive, -jnp.inf, ce)
    hard_neg_loss, _ = jax.lax.top_k(neg_loss, num_neg)  # expect: JXL106
    pos_loss = jnp.sum(jnp.where(positive, ce, 0.0))
    return (pos_loss + jnp.sum(hard_neg_loss)) / jnp.maximum(num_pos, 1)
