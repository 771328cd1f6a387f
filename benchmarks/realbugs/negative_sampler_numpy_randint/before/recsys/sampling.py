import numpy as np


def sample_negatives(n_items, n_negatives):
    """Item ids drawn uniformly, used as negatives for the WARP-style ranking loss."""
    return np.random.randint(0, n_items, size=(n_negatives,))  # expect: JXL402
