import jax.numpy as jnp


def voxel_ids(points, voxel_size, grid_width):
    cells = jnp.floor(points[:, :2] / voxel_size).astype(jnp.int32)
    return cells[:, 0] * grid_width + cells[:, 1]


def scatter_max(features, ids, num_voxels):
    """Per-voxel maximum of point features; empty voxels get zeros."""
    pooled = jnp.full((num_voxels, features.shape[1]), -jnp.inf)
    pooled.at[ids].max(features)  # expect: JXL302
    return jnp.where(jnp.isinf(pooled), 0.0, pooled)
