"""Weight initialisers drawing from a module-level random state, like numpy's global generator."""
import jax
import jax.numpy as jnp

_key = jax.random.PRNGKey(0)


def seed(value):
    global _key
    _key = jax.random.PRNGKey(value)


def next_key():
    global _key
    _key, subkey = jax.random.split(_key)  # expect: JXL202
    return subkey


def lecun_normal(shape):
    fan_in = shape[0]
    return jax.random.normal(next_key(), shape) / jnp.sqrt(fan_in)
