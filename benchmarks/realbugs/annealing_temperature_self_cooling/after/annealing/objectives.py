import jax
import jax.numpy as jnp


def rastrigin(x):
    return 10.0 * x.shape[0] + jnp.sum(x ** 2 - 10.0 * jnp.cos(2.0 * jnp.pi * x))


def normal_proposal(key, x, scale):
    return x + scale * jax.random.normal(key, x.shape)
