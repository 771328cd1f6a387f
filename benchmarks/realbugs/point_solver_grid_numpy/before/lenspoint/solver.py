import jax.numpy as jnp

from lensarray import Grid2D, Grid2DIrregular


class PointSolver:
    """Multiple images of a point source: the image-plane pixels whose rays land closest to it."""

    def __init__(self, shape=(24, 24), pixel_scale=0.25, n_images=4):
        self.grid = Grid2D(shape, pixel_scale)
        self.n_images = n_images

    def solve(self, deflections, source_plane_coordinate):
        image_plane = self.grid.array
        source_plane = image_plane - deflections(image_plane)
        misfit = jnp.sum((source_plane - source_plane_coordinate) ** 2, axis=-1)
        closest = jnp.argsort(misfit)[: self.n_images]
        filtered_means = [image_plane[i] for i in closest]
        return Grid2DIrregular([pair for pair in filtered_means])
