"""Mini-batches of a linear-regression data set."""
import numpy as np

RNG = np.random.default_rng(1)
X = RNG.normal(size=(32, 3)).astype(np.float32)
Y = (X @ np.array([1.5, -2.0, 0.5], dtype=np.float32)).astype(np.float32)
BATCH = 8
NUM_BATCHES = len(X) // BATCH


def batch_stream():
    while True:
        for start in range(0, len(X), BATCH):
            yield X[start:start + BATCH], Y[start:start + BATCH]
