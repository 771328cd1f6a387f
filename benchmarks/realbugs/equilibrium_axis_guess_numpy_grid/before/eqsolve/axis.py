"""Magnetic-axis guess for one toroidal plane: the grid point deepest inside the boundary curve."""

import jax.numpy as jnp
import numpy as np

N_GRID = 61


def guess_axis(r_boundary, z_boundary):
    r_line = np.linspace(r_boundary.min(), r_boundary.max(), N_GRID)  # expect: JXL401
    z_line = np.linspace(z_boundary.min(), z_boundary.max(), N_GRID)  # expect: JXL401
    rr, zz = jnp.meshgrid(jnp.asarray(r_line), jnp.asarray(z_line), indexing="ij")
    dist2 = (rr[..., None] - r_boundary) ** 2 + (zz[..., None] - z_boundary) ** 2
    depth = dist2.min(axis=-1)
    best = jnp.argmax(depth)
    return rr.reshape(-1)[best], zz.reshape(-1)[best]
