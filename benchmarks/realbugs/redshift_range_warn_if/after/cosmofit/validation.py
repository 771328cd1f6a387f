import warnings

import jax
import jax.numpy as jnp

Z_MAX = 2.5


def _warn(extrapolated):
    if extrapolated:
        warnings.warn(f"redshift above {Z_MAX}: distances are extrapolated", stacklevel=2)


def warn_if_extrapolated(z):
    """The supernova calibration is only trusted up to Z_MAX; say so, on the host, each time a call asks for more."""
    jax.debug.callback(_warn, jnp.any(z > Z_MAX))
