import jax
import jax.numpy as jnp


def random_resized_crop(key, image, min_size, out_size):
    """Zoom into a random square of random side in [min_size, H] and resample it to out_size."""
    k_size, k_y, k_x = jax.random.split(key, 3)
    height, width, channels = image.shape
    size = jax.random.randint(k_size, (), min_size, height + 1)
    top = jax.random.randint(k_y, (), 0, height - size + 1)
    left = jax.random.randint(k_x, (), 0, width - size + 1)
    # a traced side cannot size a slice; resample the window with a traced scale and offset instead
    scale = jnp.full((2,), out_size / size)
    translation = -jnp.stack([top, left]) * scale
    return jax.image.scale_and_translate(
        image, (out_size, out_size, channels), (0, 1), scale, translation, "linear", antialias=False
    )
