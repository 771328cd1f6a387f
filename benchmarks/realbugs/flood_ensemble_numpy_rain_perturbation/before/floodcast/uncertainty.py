import numpy as np


class MultiplicativeRainError:
    """Radar rainfall is uncertain: each member scales the forecast rain by a log-normal factor per day."""

    def __init__(self, sigma=0.4):
        self.sigma = sigma

    def perturb(self, precip):
        factors = np.random.lognormal(0.0, self.sigma, size=precip.shape)  # expect: JXL402
        return precip * factors
