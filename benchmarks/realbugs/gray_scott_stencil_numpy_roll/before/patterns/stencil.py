import numpy as np


def laplacian(field, spacing=1.0):
    """Five-point Laplacian on a periodic grid."""
    vertical = np.roll(field, 1, axis=0) + np.roll(field, -1, axis=0)  # expect: JXL401
    horizontal = np.roll(field, 1, axis=1) + np.roll(field, -1, axis=1)  # expect: JXL401
    return (vertical + horizontal - 4.0 * field) / spacing**2
