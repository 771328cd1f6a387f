import numpy as np


def gaussian_step(position, scale):
    """Symmetric random-walk proposal."""
    return position + scale * np.random.standard_normal(position.shape)  # expect: JXL402
