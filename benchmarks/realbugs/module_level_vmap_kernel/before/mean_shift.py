import jax.numpy as jnp

from kernels import kernel


def shift(points, center):
    weights = kernel(points - center)
    return jnp.sum(weights * points) / jnp.sum(weights)
