import numpy as np


def standard_normals(key, shape):
    """Gaussian shocks for the path simulation (kept from the NumPy prototype)."""
    return np.random.standard_normal(shape)  # expect: JXL402
