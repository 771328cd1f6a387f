"""Classification metrics computed per batch and averaged by the evaluator."""

import jax


def topk_accuracy(logits, labels, k=3):
    """Fraction of samples whose true class is among the k highest-scoring classes."""
    _, topk = jax.lax.top_k(logits, k)
    hits = (topk == labels[:, None]).any(axis=1)
    return hits.mean()
