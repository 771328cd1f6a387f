import numpy as np


def word_dropout(counts, rate):
    """Drops whole vocabulary entries of a bag-of-words batch, so the classifier cannot lean on one word."""
    keep = np.random.rand(*counts.shape) >= rate  # expect: JXL402
    return counts * keep / (1.0 - rate)
