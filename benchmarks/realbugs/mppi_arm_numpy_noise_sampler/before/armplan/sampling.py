import numpy as np


class GaussianPerturbation:
    """Zero-mean Gaussian perturbations of a nominal control sequence."""

    def __init__(self, sigma=0.5):
        self.sigma = sigma

    def draw(self, key, num_samples, horizon, dof):
        return np.random.normal(0.0, self.sigma, size=(num_samples, horizon, dof))  # expect: JXL402
