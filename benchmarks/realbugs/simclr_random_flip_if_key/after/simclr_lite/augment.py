import jax
import jax.numpy as jnp


def random_crop_flip(image, key, crop_size):
    k_crop_y, k_crop_x, k_flip = jax.random.split(key, 3)
    height, width, channels = image.shape
    top = jax.random.randint(k_crop_y, (), 0, height - crop_size + 1)
    left = jax.random.randint(k_crop_x, (), 0, width - crop_size + 1)
    image = jax.lax.dynamic_slice(image, (top, left, 0), (crop_size, crop_size, channels))
    flip = jax.random.uniform(k_flip) < 0.5
    return jnp.where(flip, image[:, ::-1, :], image)


def color_jitter(image, key, brightness=0.4, contrast=0.4):
    k_b, k_c = jax.random.split(key)
    b = jax.random.uniform(k_b, (), minval=1.0 - brightness, maxval=1.0 + brightness)
    c = jax.random.uniform(k_c, (), minval=1.0 - contrast, maxval=1.0 + contrast)
    mean = image.mean()
    return jnp.clip((image * b - mean) * c + mean, 0.0, 1.0)


def augment_image(image, key, crop_size=24):
    k1, k2 = jax.random.split(key)
    image = random_crop_flip(image, k1, crop_size)
    return color_jitter(image, k2)
