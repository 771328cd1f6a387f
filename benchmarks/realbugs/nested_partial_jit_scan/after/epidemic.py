import functools

import jax
import jax.numpy as jnp
from jax import lax


def infect(state, step):
    s, i = state
    new = 0.3 * s * i * step
    return (s - new, i + new - 0.1 * i), i


@functools.partial(jax.jit, static_argnums=(2,))
def _scan(state, step, T):
    return lax.scan(infect, state, jnp.full(T, step))


def simulate(state, step=1.0, T=50):
    return _scan(state, step, T)
