"""Input regularizers applied to voxel features during training."""

import jax


def voxel_dropout(features, rate, key):
    keep = jax.random.uniform(key, (features.shape[-1],)) >= rate
    return features * keep / (1.0 - rate)
