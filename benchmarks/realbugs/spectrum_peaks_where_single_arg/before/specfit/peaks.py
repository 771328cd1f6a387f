"""Peak finding on one-dimensional spectra."""

import jax.numpy as jnp


def local_maxima(spectrum, min_height):
    inner = spectrum[1:-1]
    is_peak = (inner > spectrum[:-2]) & (inner > spectrum[2:]) & (inner > min_height)
    return jnp.where(is_peak)[0] + 1  # expect: JXL106
