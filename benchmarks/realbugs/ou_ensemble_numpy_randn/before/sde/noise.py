import numpy as np


def brownian_increments(steps, samples, h):
    """Independent Brownian increments with variance h, one row per time step and one column per sample path."""
    return np.random.randn(steps, samples) * np.sqrt(h)  # expect: JXL402
