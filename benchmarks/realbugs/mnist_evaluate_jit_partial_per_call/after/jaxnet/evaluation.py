import jax
import numpy as np

from .network import regularised_loss

_batch_loss = jax.jit(regularised_loss)


def validation_loss(params, batches, l2=0.0):
    """The loss on data not used for training, averaged over its batches."""
    return float(np.mean([float(_batch_loss(params, X, y, l2)) for X, y in batches]))
