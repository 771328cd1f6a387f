import jax.numpy as jnp
import numpy as np

MAX_LABELS = 8


def segment_stats(label_map):
    """Number of segments present in one label map, and the pixel count of the largest."""
    labels = label_map.ravel()
    present = jnp.unique(labels)  # expect: JXL106
    sizes = np.bincount(labels, minlength=MAX_LABELS)  # expect: JXL401
    return present.shape[0], jnp.max(sizes)
