import numpy as np


def covariance_sqrt(cov):
    """B D with C = B D^2 B^T: maps standard normal draws to N(0, C)."""
    eigvals, eigvecs = np.linalg.eigh(cov)  # expect: JXL401
    return eigvecs * np.sqrt(np.maximum(eigvals, 1e-12))[None, :]
