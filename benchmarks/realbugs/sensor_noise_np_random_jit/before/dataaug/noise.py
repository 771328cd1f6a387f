import numpy as np


def add_sensor_noise(readings, scale=0.05):
    """Gaussian read-out noise, as the simulator's sensors would add."""
    return readings + np.random.normal(0.0, scale, readings.shape)  # expect: JXL402
