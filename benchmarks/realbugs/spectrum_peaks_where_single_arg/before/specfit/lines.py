"""Strongest emission line of a spectrum: position and height of its highest peak."""

import jax.numpy as jnp

from specfit.peaks import local_maxima


def strongest_line(wavelengths, spectrum, min_height):
    peaks = local_maxima(spectrum, min_height)
    best = peaks[jnp.argmax(spectrum[peaks])]
    return wavelengths[best], spectrum[best]
