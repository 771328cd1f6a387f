import jax.numpy as jnp


def plummer(distance, mass, softening):
    return -mass / jnp.sqrt(distance ** 2 + softening ** 2)
