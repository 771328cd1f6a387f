import jax.numpy as jnp


def active_pixels(frame, threshold):
    # A static size keeps the shape fixed under jit and vmap; unused rows are padded with zeros.
    return jnp.argwhere(frame > threshold, size=frame.size, fill_value=0)


def blob_centroid(frame, threshold):
    coords = active_pixels(frame, threshold)
    count = jnp.sum(frame > threshold)
    return jnp.sum(coords.astype(jnp.float32), axis=0) / count
