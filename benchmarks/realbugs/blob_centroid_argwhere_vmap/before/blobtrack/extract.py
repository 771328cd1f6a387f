import jax.numpy as jnp


def active_pixels(frame, threshold):
    return jnp.argwhere(frame > threshold)  # expect: JXL106


def blob_centroid(frame, threshold):
    coords = active_pixels(frame, threshold)
    return jnp.mean(coords.astype(jnp.float32), axis=0)
