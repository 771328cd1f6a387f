import jax

from randaug.ops import flip_left_right, flip_up_down, identity, invert, rotate_90

AUGMENTATIONS = [identity, flip_left_right, flip_up_down, rotate_90, invert]
NUM_OPS = 2


def rand_augment(key, image):
    for op_key in jax.random.split(key, NUM_OPS):
        op_index = jax.random.randint(op_key, (), 0, len(AUGMENTATIONS))
        image = AUGMENTATIONS[op_index](image)  # expect: JXL104
    return image


def augment_batch(key, images):
    return jax.vmap(rand_augment)(jax.random.split(key, images.shape[0]), images)
