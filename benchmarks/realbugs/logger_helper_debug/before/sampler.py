import jax
import jax.numpy as jnp

from diagnostics import report


@jax.jit
def leapfrog(q, p, step_size):
    p = p - 0.5 * step_size * q
    q = q + step_size * p
    p = p - 0.5 * step_size * q
    report("energy", 0.5 * jnp.sum(p ** 2) + 0.5 * jnp.sum(q ** 2))
    return q, p
