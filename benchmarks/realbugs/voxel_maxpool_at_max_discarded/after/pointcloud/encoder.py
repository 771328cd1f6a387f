import jax.numpy as jnp

from pointcloud.pool import scatter_max, voxel_ids


class VoxelEncoder:
    """Pillar-style encoder: points are lifted to features, then max-pooled per ground-plane voxel."""

    def __init__(self, voxel_size, grid_width, projection):
        self.voxel_size = voxel_size
        self.grid_width = grid_width
        self.projection = projection

    def encode(self, points):
        features = jnp.maximum(points @ self.projection, 0.0)
        ids = voxel_ids(points, self.voxel_size, self.grid_width)
        return scatter_max(features, ids, self.grid_width * self.grid_width)
