"""Classification metrics computed per batch and averaged by the evaluator."""

import numpy as np


def topk_accuracy(logits, labels, k=3):
    """Fraction of samples whose true class is among the k highest-scoring classes."""
    scores = np.asarray(logits)  # expect: JXL401
    topk = np.argsort(scores, axis=-1)[:, -k:]
    hits = (topk == labels[:, None]).any(axis=1)
    return hits.mean()
