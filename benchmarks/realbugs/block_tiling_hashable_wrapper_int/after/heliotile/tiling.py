"""Block-diagonal covariance assembled from per-mode blocks."""

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def block_bounds(widths):
    """(start, stop) rows of each diagonal block, as static Python data."""
    stops = np.cumsum(widths)
    return tuple((int(stop - width), int(stop)) for stop, width in zip(stops, widths))


@partial(jax.jit, static_argnums=(0, 2))
def tile_covariance(bounds, scales, size):
    cov = jnp.zeros((size, size))
    for block, (start, stop) in enumerate(bounds):
        width = stop - start
        cov = cov.at[start:stop, start:stop].set(scales[block] * jnp.eye(width))
    return cov
