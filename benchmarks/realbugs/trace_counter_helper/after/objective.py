import jax
import jax.numpy as jnp

from stats import count_eval


@jax.jit
def _rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


def rosenbrock(x):
    return count_eval(_rosenbrock(x))
