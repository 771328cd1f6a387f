import jax
import jax.numpy as jnp

CUTOUT_SIZE = 4


def random_flip(key, image):
    return jnp.where(jax.random.bernoulli(key), image[:, ::-1, :], image)


def cutout(key, image):
    h, w, _ = image.shape
    corner = jax.random.randint(key, (2,), 0, jnp.array([h - CUTOUT_SIZE, w - CUTOUT_SIZE]))
    hole = jnp.zeros((CUTOUT_SIZE, CUTOUT_SIZE, 1), image.dtype)
    mask = jax.lax.dynamic_update_slice(jnp.ones((h, w, 1), image.dtype), hole, (corner[0], corner[1], 0))
    return image * mask
