"""numpy or jax.numpy, whichever fits the caller: the engine also runs without JAX for plain simulation."""

import jax
import jax.numpy as jnp
import numpy as onp


def _which_np(*args):
    # Any JAX value (a concrete array or a tracer of any transform: jit, grad, vmap) needs jax.numpy.
    if any(isinstance(a, jax.Array) and not isinstance(a, onp.ndarray) for a in args):
        return jnp
    return onp


def cross(a, b):
    return _which_np(a, b).cross(a, b)


def norm(a):
    return jnp.sqrt(jnp.sum(a * a))
