"""Noise realisations added to simulated images."""
import numpy as np


def add_poisson(image, exposure):
    counts = np.random.poisson(image * exposure)  # expect: JXL401, JXL402
    return counts / exposure - image


def add_background(image, sigma):
    return np.random.normal(size=image.shape) * sigma  # expect: JXL402
