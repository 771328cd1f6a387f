import jax.numpy as jnp


class PatchIndex:
    """Row/column of the top-left corner of every 2x2 patch of a grid."""

    def __init__(self, n_rows, n_cols):
        # A jnp table can be indexed by a traced patch number; a Python list cannot.
        self._corners = jnp.array([[j, i] for j in range(n_rows - 1) for i in range(n_cols - 1)])

    def __len__(self):
        return self._corners.shape[0]

    def __getitem__(self, n):
        return self._corners[n]


def patch_features(grid, corner):
    j, i = corner[0], corner[1]
    window = jnp.stack([grid[j, i], grid[j, i + 1], grid[j + 1, i], grid[j + 1, i + 1]])
    return jnp.array([window.mean(), window.max() - window.min()])
