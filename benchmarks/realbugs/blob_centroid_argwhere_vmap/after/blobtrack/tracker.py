import jax

from blobtrack.extract import blob_centroid


class BlobTracker:
    """Tracks one bright blob through a clip: one centroid per frame."""

    def __init__(self, threshold):
        self.threshold = threshold
        self._centroids = jax.jit(jax.vmap(blob_centroid, in_axes=(0, None)))

    def track(self, frames):
        return self._centroids(frames, self.threshold)
