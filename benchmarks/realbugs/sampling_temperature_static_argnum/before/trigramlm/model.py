import numpy as np


class TrigramModel:
    """P(next | two previous characters) from smoothed counts, kept as log-probabilities."""

    def __init__(self, text, smoothing=0.1):
        self.chars = sorted(set(text))
        self.index = {c: i for i, c in enumerate(self.chars)}
        size = len(self.chars)
        counts = np.full((size, size, size), smoothing, np.float32)
        ids = [self.index[c] for c in text]
        for a, b, c in zip(ids, ids[1:], ids[2:]):
            counts[a, b, c] += 1.0
        self.log_probs = np.log(counts / counts.sum(axis=-1, keepdims=True))

    def encode(self, text):
        return np.array([self.index[c] for c in text], np.int32)

    def decode(self, ids):
        return "".join(self.chars[int(i)] for i in ids)
