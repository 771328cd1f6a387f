import jax

from augment.ops import cutout, random_flip


def augment_one(key, image):
    flip_key, cut_key = jax.random.split(key)
    return cutout(cut_key, random_flip(flip_key, image))


@jax.jit
def augment_batch(key, images):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(augment_one)(keys, images)
