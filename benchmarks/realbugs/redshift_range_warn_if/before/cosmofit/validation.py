import warnings

import jax.numpy as jnp

Z_MAX = 2.5


def warn_if_extrapolated(z):
    """The supernova calibration is only trusted up to Z_MAX; say so when asked for more."""
    if jnp.any(z > Z_MAX):  # expect: JXL101
        warnings.warn(f"redshift above {Z_MAX}: distances are extrapolated", stacklevel=3)  # expect: JXL203
