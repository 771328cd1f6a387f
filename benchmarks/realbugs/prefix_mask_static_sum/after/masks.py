import numpy as np


def prefix_mask(length, n_valid):
    # Both sizes are static: build the mask with numpy so it stays concrete under jit.
    return np.arange(length) < n_valid
