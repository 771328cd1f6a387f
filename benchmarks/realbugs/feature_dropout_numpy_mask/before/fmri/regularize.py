"""Input regularizers applied to voxel features during training."""

import numpy as np


def voxel_dropout(features, rate):
    keep = np.random.uniform(size=features.shape[-1]) >= rate  # expect: JXL402
    return features * keep / (1.0 - rate)
