import functools

import jax
import jax.numpy as jnp

from constants import MAX_ORDER


@functools.partial(jax.jit, static_argnums=(1,))
def gauss_legendre(f_values, order):
    if order > MAX_ORDER:
        raise ValueError("order too high")
    return jnp.sum(f_values[:order])
