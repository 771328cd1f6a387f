import numpy as np


def distinct_n(tokens, n):
    """distinct-n: the share of a response's n-grams that are unique (higher = less repetitive)."""
    grams = np.stack([tokens[i:tokens.shape[0] - n + 1 + i] for i in range(n)], axis=1)  # expect: JXL401
    unique = np.unique(grams, axis=0)  # expect: JXL401
    return np.float32(unique.shape[0] / grams.shape[0])
