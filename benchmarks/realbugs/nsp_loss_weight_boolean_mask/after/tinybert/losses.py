import jax
import jax.numpy as jnp


def next_sentence_loss(logits, is_next, is_next_weight):
    """Cross-entropy over the pairs that were built as [CLS] A [SEP] B [SEP]; single-segment inputs have weight 0."""
    logp = jax.nn.log_softmax(logits)
    per_pair = -jnp.take_along_axis(logp, is_next[:, None], axis=1)[:, 0]
    return jnp.sum(per_pair * is_next_weight) / jnp.maximum(jnp.sum(is_next_weight), 1)
