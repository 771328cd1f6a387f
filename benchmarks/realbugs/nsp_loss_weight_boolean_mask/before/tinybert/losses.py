import jax
import jax.numpy as jnp


def next_sentence_loss(logits, is_next, is_next_weight):
    """Cross-entropy over the pairs that were built as [CLS] A [SEP] B [SEP]; single-segment inputs have weight 0."""
    keep = is_next_weight == 1
    logits, is_next = logits[keep], is_next[keep]  # expect: JXL107
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, is_next[:, None], axis=1))
