import numpy as np


def noise(y, scale):
    """Gaussian noise shaped like y, with standard deviation `scale`."""
    return np.random.normal(scale=scale, size=y.shape)  # expect: JXL402


def add_noise(y, scale):
    return y + noise(y, scale)
