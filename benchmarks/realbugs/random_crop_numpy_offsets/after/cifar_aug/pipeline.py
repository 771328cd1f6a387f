import jax

from cifar_aug.ops import pad_and_random_crop, random_hflip


def augment_one(key, image, pad=4):
    crop_key, flip_key = jax.random.split(key)
    image = pad_and_random_crop(crop_key, image, pad)
    return random_hflip(flip_key, image)


def augment_batch(key, images):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(augment_one)(keys, images)
