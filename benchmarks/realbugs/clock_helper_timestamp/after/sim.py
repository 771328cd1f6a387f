import time

import jax
import jax.numpy as jnp

from clock import elapsed_since

START = time.time()


@jax.jit
def _decay(x, rate, t):
    return x * jnp.exp(-rate * t)


def decay(x, rate):
    return _decay(x, rate, elapsed_since(START))
