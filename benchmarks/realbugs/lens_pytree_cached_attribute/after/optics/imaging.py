import jax.numpy as jnp


def image_loss(focal_length, lens, object_distances, target_sizes, object_size=1.0):
    magnification = lens.magnification_at(focal_length, object_distances)
    sizes = object_size * magnification
    return jnp.mean((sizes - target_sizes) ** 2)
