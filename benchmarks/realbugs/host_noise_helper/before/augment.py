import numpy as np


def gaussian_noise(shape, scale):
    return scale * np.random.normal(size=shape)  # expect: JXL402
