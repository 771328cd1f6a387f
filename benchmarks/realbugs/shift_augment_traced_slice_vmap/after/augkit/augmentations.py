import jax
import jax.numpy as jnp


def random_shift(key, image, pad):
    height, width, channels = image.shape
    padded = jnp.pad(image, ((pad, pad), (pad, pad), (0, 0)), mode="edge")
    top, left = jax.random.randint(key, (2,), 0, 2 * pad + 1)
    return jax.lax.dynamic_slice(padded, (top, left, 0), (height, width, channels))


def random_flip(key, image):
    return jnp.where(jax.random.bernoulli(key), image[:, ::-1], image)


def augment_image(key, image, pad):
    shift_key, flip_key = jax.random.split(key)
    return random_flip(flip_key, random_shift(shift_key, image, pad))


def augment_batch(key, images, pad):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(augment_image, in_axes=(0, 0, None))(keys, images, pad)
