"""Small runtime assertions for array code, in the manner of chex."""

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def assert_shape(x, expected, name="array"):
    if x.shape != tuple(expected):
        raise AssertionError(f"{name} has shape {x.shape}, expected {tuple(expected)}")


def assert_equal(first, second, msg=""):
    # A value check on traced arrays is staged with checkify (the caller wraps its step in checkify.checkify);
    # concrete values are compared at once.
    if isinstance(first, jax.core.Tracer) or isinstance(second, jax.core.Tracer):
        checkify.check(jnp.array_equal(first, second), f"assert_equal failed {msg}")
        return
    if not jnp.array_equal(first, second):
        raise AssertionError(f"{first} != {second} {msg}")
