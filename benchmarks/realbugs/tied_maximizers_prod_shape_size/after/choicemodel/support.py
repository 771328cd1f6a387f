"""Which options an agent considers best: all options tied at the maximum utility."""

import jax.numpy as jnp

TIE_TOLERANCE = 1e-6


def tied_maximizers(utility):
    """Flat indices of the options tied at the maximum, padded with an out-of-range index, and their count."""
    flat = utility.reshape(-1)
    capacity = utility.size
    is_best = flat >= flat.max() - TIE_TOLERANCE
    index = jnp.nonzero(is_best, size=capacity, fill_value=flat.shape[0])[0]
    return index, jnp.sum(is_best)
