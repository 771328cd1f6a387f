"""Block-diagonal covariance assembled from per-mode blocks."""

import jax.numpy as jnp

from heliotile.jitutil import static_array_jit


def block_bounds(widths):
    """(start, stop) rows of each diagonal block."""
    stops = jnp.cumsum(widths)
    return jnp.stack([stops - widths, stops], axis=1)


def _tile(bounds, scales, size):
    cov = jnp.zeros((size, size))
    for block, (start, stop) in enumerate(bounds.tolist()):
        width = stop - start
        cov = cov.at[start:stop, start:stop].set(scales[block] * jnp.eye(width))
    return cov


tile_covariance = static_array_jit(_tile, static_array_argnums=(0, 2))
