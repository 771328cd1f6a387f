import numpy as np


class MaskingNoise:
    """Zeroes each input feature with probability drop_prob, as in a denoising autoencoder."""

    def __init__(self, drop_prob):
        self.drop_prob = drop_prob

    def __call__(self, x):
        keep = np.random.binomial(1, 1.0 - self.drop_prob, size=x.shape)  # expect: JXL402
        return x * keep
