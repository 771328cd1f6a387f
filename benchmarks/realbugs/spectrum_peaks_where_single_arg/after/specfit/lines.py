"""Strongest emission line of a spectrum: position and height of its highest peak."""

import jax.numpy as jnp

from specfit.peaks import peak_scores


def strongest_line(wavelengths, spectrum, min_height):
    best = jnp.argmax(peak_scores(spectrum, min_height))
    return wavelengths[best], spectrum[best]
