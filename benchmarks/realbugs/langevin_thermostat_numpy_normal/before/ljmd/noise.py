import numpy as np


def thermal_noise(shape, scale):
    """Gaussian random velocities of the heat bath."""
    return scale * np.random.normal(size=shape)  # expect: JXL402
