import numpy as np


def padded_batches(tokens, labels, batch_size, keep_fraction, seed=0):
    rng = np.random.default_rng(seed)
    for start in range(0, len(tokens), batch_size):
        # Some examples are dropped by the cleaning filter; the batch keeps its size and marks the padding.
        keep = rng.uniform(size=batch_size) < keep_fraction
        order = np.argsort(~keep, kind="stable")
        batch_tokens = tokens[start:start + batch_size][order]
        batch_labels = labels[start:start + batch_size][order]
        yield batch_tokens, batch_labels, np.sort(keep)[::-1]
