"""Irregularly sampled records padded to a common grid, with observation masks."""
import numpy as np


def make_batches(n_batches=3, batch=4, steps=6, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        values = rng.normal(size=(batch, steps)).astype(np.float32)
        mask = rng.random(size=(batch, steps)) > 0.4
        yield values, mask
