import jax.numpy as jnp


def double_well(x):
    return jnp.sum((x ** 2 - 1.0) ** 2 + 0.3 * x)
