import jax.numpy as jnp


def nonzero_product(a):
    return a[jnp.nonzero(a)].prod()  # expect: JXL106


def geometric_mean_nonzero(a):
    count = jnp.count_nonzero(a)
    return nonzero_product(a) ** (1.0 / jnp.maximum(count, 1))
