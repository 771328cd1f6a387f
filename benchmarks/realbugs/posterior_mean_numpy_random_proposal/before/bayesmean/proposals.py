import numpy as np


def gaussian_walk(theta, scale):
    """Symmetric random-walk proposal around the current state."""
    return theta + scale * np.random.normal()  # expect: JXL402
