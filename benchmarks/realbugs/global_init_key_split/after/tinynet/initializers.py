"""Weight initialisers drawing from the key they are given."""
import jax
import jax.numpy as jnp


def lecun_normal(key, shape):
    fan_in = shape[0]
    return jax.random.normal(key, shape) / jnp.sqrt(fan_in)
