"""Graph ops and their JAX conversions."""
import jax.numpy as jnp

from .dispatch import register


class CheckAndRaise:
    def __init__(self, message, exc_type=ValueError):
        self.message = message
        self.exc_type = exc_type


@register(CheckAndRaise)
def funcify_check_and_raise(op):
    def check(value, *conditions):
        if not jnp.all(jnp.stack(conditions)):  # expect: JXL101
            raise op.exc_type("Check failed: " + op.message)
        return value

    return check
