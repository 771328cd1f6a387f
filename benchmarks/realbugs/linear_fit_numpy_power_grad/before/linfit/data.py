import numpy as np


def make_data(n=100, slope=2.0, intercept=3.0, seed=0):
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 1, n)
    return x, slope * x + intercept + 0.1 * rng.standard_normal(n)
