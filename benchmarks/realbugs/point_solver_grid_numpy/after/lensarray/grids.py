"""(y,x) coordinate containers shared by the lensing packages."""
import jax.numpy as jnp
import numpy as np


class Grid2D:
    """A uniform grid of (y,x) coordinates, stored as an [N, 2] array."""

    def __init__(self, shape, pixel_scale):
        ys = (np.arange(shape[0]) - (shape[0] - 1) / 2) * pixel_scale
        xs = (np.arange(shape[1]) - (shape[1] - 1) / 2) * pixel_scale
        yy, xx = np.meshgrid(ys, xs, indexing="ij")
        self.array = jnp.asarray(np.stack([yy.ravel(), xx.ravel()], axis=-1))


class Grid2DIrregular:
    """An irregular set of (y,x) coordinates, given as an array or a list of (y,x) pairs."""

    def __init__(self, values):
        self.array = jnp.asarray(values)

    def __len__(self):
        return self.array.shape[0]

    def distances_to(self, point):
        return ((self.array - point) ** 2).sum(axis=-1) ** 0.5
