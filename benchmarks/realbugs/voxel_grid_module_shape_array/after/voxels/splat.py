"""Accumulates weighted point samples into a voxel grid."""

from functools import partial

import jax
import jax.numpy as jnp

from voxels.grid import VoxelGrid


def gaussian_weight(distance, width=0.5):
    return jnp.exp(-0.5 * (distance / width) ** 2)


@partial(jax.jit, static_argnames=["weight_fn"])
def splat(grid: VoxelGrid, points, values, weight_fn):
    volume = jnp.zeros(grid.resolution)  # expect: JXL106
    cells = grid.cell_index(points)
    centers = grid.origin + (cells + 0.5) * grid.spacing
    weights = weight_fn(jnp.linalg.norm(points - centers, axis=-1))
    return volume.at[cells[:, 0], cells[:, 1], cells[:, 2]].add(weights * values)
