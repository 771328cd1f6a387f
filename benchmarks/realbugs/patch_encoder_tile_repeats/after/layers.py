import numpy as np

from ops import tile


class PatchEncoder:
    """Project image patches and add a learned position embedding, broadcast over the batch."""

    def __init__(self, num_patches, patch_dim, projection_dim, seed=0):
        rng = np.random.default_rng(seed)
        self.projection = rng.normal(0.0, patch_dim ** -0.5, (patch_dim, projection_dim)).astype(np.float32)
        self.position_embedding = rng.normal(0.0, 0.02, (1, num_patches, projection_dim)).astype(np.float32)

    def __call__(self, patches):
        batch = patches.shape[0]
        positions = tile(self.position_embedding, (batch, 1, 1))
        return patches @ self.projection + positions
