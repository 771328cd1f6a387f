import numpy as np


def damped_step(G, residual, damping):
    """Damped least squares: (G^T G + lambda I) dm = G^T dt."""
    lhs = G.T @ G + damping * np.eye(G.shape[1])
    return np.linalg.solve(lhs, G.T @ residual)  # expect: JXL401
