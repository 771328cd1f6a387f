"""Run the same statistics on NumPy and on JAX arrays, as the test suite's backends do."""

import jax.numpy as jnp
import numpy as np

from marr import MArray, masked_mean, masked_var

DATA = [[1.0, 2.0, 100.0], [4.0, 5.0, 6.0]]
MASK = [[False, False, True], [False, False, False]]


def statistics(xp):
    x = MArray(xp, DATA, MASK)
    return masked_mean(x, axis=1), masked_var(x, axis=1)


if __name__ == "__main__":
    for xp in (np, jnp):
        print(xp.__name__, statistics(xp))
