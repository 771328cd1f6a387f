import jax.numpy as jnp

MAX_LABELS = 8


def segment_stats(label_map):
    """Number of segments present in one label map, and the pixel count of the largest."""
    sizes = jnp.bincount(label_map.ravel(), length=MAX_LABELS)
    return jnp.sum(sizes > 0), jnp.max(sizes)
