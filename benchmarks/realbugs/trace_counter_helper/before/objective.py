import jax
import jax.numpy as jnp

from stats import count_eval


@jax.jit
def rosenbrock(x):
    value = jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)
    return count_eval(value)
