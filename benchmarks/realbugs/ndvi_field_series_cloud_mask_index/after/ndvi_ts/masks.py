import jax.numpy as jnp

# Scene classification codes that are not ground: no data, cloud shadow, cloud (medium, high), cirrus.
INVALID_CLASSES = jnp.array([0, 3, 8, 9, 10])


def valid_pixels(scene_class):
    """Valid pixels: not cloud or shadow and inside the swath (what the satellite sees)."""
    return ~jnp.isin(scene_class, INVALID_CLASSES)
