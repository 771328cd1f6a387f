"""Ridge-like linear decoder from voxel responses to image embeddings."""

import jax.numpy as jnp

from fmri.regularize import voxel_dropout

DROPOUT_RATE = 0.3


def decoder_loss(weights, voxels, embeddings, key):
    predictions = voxel_dropout(voxels, DROPOUT_RATE, key) @ weights
    return jnp.mean((predictions - embeddings) ** 2) + 1e-3 * jnp.sum(weights**2)
