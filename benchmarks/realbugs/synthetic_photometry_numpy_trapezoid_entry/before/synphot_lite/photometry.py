"""Synthetic photometry of model spectra through filter throughput curves."""
import numpy as np


def band_flux(wavelength, spectrum, throughput):
    """Photon-weighted mean flux density of `spectrum` through a filter."""
    numerator = np.trapezoid(spectrum * throughput * wavelength, wavelength)  # expect: JXL401
    return numerator / np.trapezoid(throughput * wavelength, wavelength)  # expect: JXL401


def ab_magnitude(flux_density, zero_point=3631.0):
    return -2.5 * np.log10(flux_density / zero_point)  # expect: JXL401
