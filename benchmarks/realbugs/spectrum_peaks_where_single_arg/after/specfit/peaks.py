"""Peak finding on one-dimensional spectra."""

import jax.numpy as jnp


def peak_scores(spectrum, min_height):
    """The spectrum's value at each local maximum above `min_height`, -inf elsewhere (same length)."""
    inner = spectrum[1:-1]
    is_peak = (inner > spectrum[:-2]) & (inner > spectrum[2:]) & (inner > min_height)
    return jnp.pad(jnp.where(is_peak, inner, -jnp.inf), 1, constant_values=-jnp.inf)
