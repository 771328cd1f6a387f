import jax
import jax.numpy as jnp

CUTOUT_SIZE = 4


def random_flip(key, image):
    return jnp.where(jax.random.bernoulli(key), image[:, ::-1, :], image)


def cutout(key, image):
    h, w, _ = image.shape
    corner = jax.random.randint(key, (2,), 0, jnp.array([h - CUTOUT_SIZE, w - CUTOUT_SIZE]))
    mask = jnp.ones((h, w, 1), image.dtype)
    mask[corner[0]:corner[0] + CUTOUT_SIZE, corner[1]:corner[1] + CUTOUT_SIZE] = 0.0  # expect: JXL301
    return image * mask
