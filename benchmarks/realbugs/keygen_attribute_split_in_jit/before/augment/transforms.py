"""Point-cloud augmentations: random jitter and a random rotation about the z axis."""

import jax
import jax.numpy as jnp


def jitter(points, keygen, scale):
    return points + scale * jax.random.normal(keygen(), points.shape)


def rotate_z(points, keygen):
    angle = jax.random.uniform(keygen(), (), minval=0.0, maxval=2 * jnp.pi)
    c, s = jnp.cos(angle), jnp.sin(angle)
    rotation = jnp.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
    return points @ rotation.T
