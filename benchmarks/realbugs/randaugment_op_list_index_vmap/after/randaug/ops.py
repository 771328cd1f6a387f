import jax.numpy as jnp


def identity(image):
    return image


def flip_left_right(image):
    return image[:, ::-1]


def flip_up_down(image):
    return image[::-1]


def rotate_90(image):
    return jnp.rot90(image, k=1, axes=(0, 1))


def invert(image):
    return 1.0 - image
