import numpy as np
from jax import random


def add_background(image, sigma_bkd, key):
    """Gaussian background noise of standard deviation sigma_bkd, one realisation per pixel."""
    return random.normal(key, shape=np.shape(image)) * sigma_bkd


def add_poisson(image, exp_time, key):
    """Gaussian approximation of the Poisson noise of an image in counts per second."""
    sigma = np.sqrt(np.abs(image) / exp_time)  # expect: JXL401
    return random.normal(key, shape=np.shape(image)) * sigma
