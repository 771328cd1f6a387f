"""Follow each fly from frame to frame: the previous frame's centres seed the next clustering."""

import jax.numpy as jnp

from flytrack.kmeans import KMeans


class FrameTracker:
    def __init__(self, n_flies):
        self.kmeans = KMeans(n_clusters=n_flies)
        self.centers = None

    def _initial_centers(self, pixel_positions):
        stride = pixel_positions.shape[0] // self.kmeans.n_clusters
        return pixel_positions[jnp.arange(self.kmeans.n_clusters) * stride]

    def update(self, pixel_positions):
        init = self.centers if self.centers is not None else self._initial_centers(pixel_positions)
        self.centers, labels = self.kmeans.fit(pixel_positions, init)
        return self.centers, labels
