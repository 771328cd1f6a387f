import jax
import jax.numpy as jnp

_enable_numeric_checks = False


def enable_numeric_checks(enabled=True):
    global _enable_numeric_checks
    _enable_numeric_checks = enabled


def _raise_if_not_finite(all_finite, msg):
    if not all_finite:
        raise FloatingPointError(f"Check numerics {msg}: non-finite values")


def check_numerics(x, msg=""):
    """Checks that all elements in `x` are finite, when the computation runs (also under jit and scan)."""
    if _enable_numeric_checks:
        jax.debug.callback(_raise_if_not_finite, jnp.isfinite(x).all(), msg)
    return x
