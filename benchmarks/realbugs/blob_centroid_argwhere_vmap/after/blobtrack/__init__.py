from blobtrack.tracker import BlobTracker

__all__ = ["BlobTracker"]
