import numpy as np


def gaussian_noise(shape):
    """Standard normal noise for the reparameterised weights."""
    return np.random.normal(size=shape).astype(np.float32)  # expect: JXL402
