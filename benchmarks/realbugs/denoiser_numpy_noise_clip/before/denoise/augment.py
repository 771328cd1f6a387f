import numpy as np


class GaussianNoise:
    """Corrupts clean images with pixel noise, keeping them in the valid [0, 1] range."""

    def __init__(self, scale):
        self.scale = scale

    def __call__(self, images):
        noise = np.random.normal(0.0, self.scale, size=images.shape)  # expect: JXL402
        return np.clip(images + noise, 0.0, 1.0)  # expect: JXL401
