"""Graph ops and their JAX conversions."""
import warnings

from .dispatch import register


class CheckAndRaise:
    def __init__(self, message, exc_type=ValueError):
        self.message = message
        self.exc_type = exc_type


@register(CheckAndRaise)
def funcify_check_and_raise(op):
    # A compiled function cannot raise on a runtime value: the check is dropped, once, at conversion.
    warnings.warn(f"Skipping check in the JAX backend: {op.message}", UserWarning)

    def check(value, *conditions):
        return value

    return check
