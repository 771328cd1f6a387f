import numpy as np


def wiener_increments(shape, dt):
    """Brownian increments over one time step."""
    return np.sqrt(dt) * np.random.normal(size=shape)  # expect: JXL402
