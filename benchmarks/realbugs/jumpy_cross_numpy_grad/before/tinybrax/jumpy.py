"""numpy or jax.numpy, whichever fits the caller: the engine also runs without JAX for plain simulation."""

import jax.numpy as jnp
import numpy as onp


def _in_jit(*args) -> bool:
    return any(type(a).__name__ == "DynamicJaxprTracer" for a in args)


def _which_np(*args):
    return jnp if _in_jit(*args) else onp


def cross(a, b):
    return _which_np(a, b).cross(a, b)  # expect: JXL401


def norm(a):
    return jnp.sqrt(jnp.sum(a * a))
