import jax.numpy as jnp


def minimum_image(displacements, box):
    return displacements - box * jnp.round(displacements / box)


def pair_displacements(frame, box):
    return minimum_image(frame[:, None, :] - frame[None, :, :], box)
