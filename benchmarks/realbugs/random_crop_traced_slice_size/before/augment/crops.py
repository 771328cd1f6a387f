import jax


def random_resized_crop(key, image, min_size, out_size):
    """Crop a random square of random side in [min_size, H] and resize it to out_size."""
    k_size, k_y, k_x = jax.random.split(key, 3)
    height, width, channels = image.shape
    size = jax.random.randint(k_size, (), min_size, height + 1)
    top = jax.random.randint(k_y, (), 0, height - size + 1)
    left = jax.random.randint(k_x, (), 0, width - size + 1)
    crop = jax.lax.dynamic_slice(image, (top, left, 0), (size, size, channels))  # expect: JXL106
    return jax.image.resize(crop, (out_size, out_size, channels), "bilinear")
