import numpy as np


class InputsAndResiduals:
    """Normalises inputs with per-variable statistics computed offline."""

    def __init__(self, mean_by_level, stddev_by_level):
        self.mean = np.asarray(mean_by_level, dtype=np.float32)
        self.stddev = np.asarray(stddev_by_level, dtype=np.float32)

    def normalize(self, inputs):
        return (np.asarray(inputs) - self.mean) / self.stddev  # expect: JXL401

    def unnormalize(self, outputs):
        return outputs * self.stddev + self.mean
