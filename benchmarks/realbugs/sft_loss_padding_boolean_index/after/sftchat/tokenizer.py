import numpy as np


class CharTokenizer:
    """Character-level tokenizer with a reserved padding id 0."""

    pad_id = 0

    def __init__(self, corpus):
        self.chars = sorted(set("".join(corpus)))
        self.to_id = {c: i + 1 for i, c in enumerate(self.chars)}

    @property
    def vocab_size(self):
        return len(self.chars) + 1

    def encode_batch(self, texts):
        """Right-padded ids (batch, longest + 1): a sequence's inputs are ids[:, :-1], its targets ids[:, 1:]."""
        longest = max(len(t) for t in texts)
        ids = np.full((len(texts), longest + 1), self.pad_id, dtype=np.int32)
        for row, text in enumerate(texts):
            ids[row, :len(text)] = [self.to_id[c] for c in text]
        return ids
