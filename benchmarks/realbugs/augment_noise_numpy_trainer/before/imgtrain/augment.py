import numpy as np


def add_sensor_noise(images, sigma):
    """Gaussian read noise, kept inside the valid intensity range."""
    noise = np.random.normal(0.0, sigma, size=images.shape)  # expect: JXL402
    return np.clip(images + noise, 0.0, 1.0)  # expect: JXL401
