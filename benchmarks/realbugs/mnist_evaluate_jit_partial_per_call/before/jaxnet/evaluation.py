import functools

import jax
import numpy as np

from .network import regularised_loss


def validation_loss(params, batches, l2=0.0):
    """The loss on data not used for training, averaged over its batches."""
    loss_fn = jax.jit(functools.partial(regularised_loss, l2=l2))  # expect: JXL502
    return float(np.mean([float(loss_fn(params, X, y)) for X, y in batches]))
