import numpy as np


def sample_offsets(pad):
    return np.random.randint(0, 2 * pad + 1, size=2)  # expect: JXL402
