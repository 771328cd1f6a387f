import time

import jax
import jax.numpy as jnp

from clock import elapsed_since

START = time.time()


@jax.jit
def decay(x, rate):
    t = elapsed_since(START)
    return x * jnp.exp(-rate * t)
