import numpy as np


def softmax(logits, temperature):
    scaled = logits / temperature
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))  # expect: JXL401
    return exps / exps.sum(axis=-1, keepdims=True)


def top_k_mask(logits, k):
    kth = logits.sort(axis=-1)[..., -k][..., None]
    return logits >= kth
