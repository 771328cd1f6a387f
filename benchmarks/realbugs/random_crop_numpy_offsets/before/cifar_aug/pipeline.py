import jax

from cifar_aug.ops import pad_and_random_crop, random_hflip


def augment_one(key, image, pad=4):
    image = pad_and_random_crop(image, pad)
    return random_hflip(key, image)


def augment_batch(key, images):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(augment_one)(keys, images)
