import numpy as np


class CharBigram:
    """Counts of character pairs, smoothed, as next-character logits."""

    def __init__(self, text):
        self.chars = sorted(set(text))
        self.index = {c: i for i, c in enumerate(self.chars)}
        counts = np.ones((len(self.chars), len(self.chars)), np.float32)
        for a, b in zip(text, text[1:]):
            counts[self.index[a], self.index[b]] += 1
        self.log_probs = np.log(counts / counts.sum(axis=1, keepdims=True))

    def encode(self, text):
        return np.array([self.index[c] for c in text], np.int32)

    def decode(self, ids):
        return "".join(self.chars[i] for i in ids)

    def next_logits(self, last_ids):
        return self.log_probs[last_ids]
