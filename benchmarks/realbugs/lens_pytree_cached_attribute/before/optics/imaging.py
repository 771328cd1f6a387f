import jax.numpy as jnp


def image_loss(focal_length, lens, object_distances, target_sizes, object_size=1.0):
    lens.magnification = lens.magnification_at(focal_length, object_distances)  # expect: JXL202
    sizes = object_size * lens.magnification
    return jnp.mean((sizes - target_sizes) ** 2)
