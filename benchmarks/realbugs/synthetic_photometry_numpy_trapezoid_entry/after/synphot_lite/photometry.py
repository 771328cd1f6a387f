"""Synthetic photometry of model spectra through filter throughput curves."""
import jax.numpy as jnp


def band_flux(wavelength, spectrum, throughput):
    """Photon-weighted mean flux density of `spectrum` through a filter."""
    numerator = jnp.trapezoid(spectrum * throughput * wavelength, wavelength)
    return numerator / jnp.trapezoid(throughput * wavelength, wavelength)


def ab_magnitude(flux_density, zero_point=3631.0):
    return -2.5 * jnp.log10(flux_density / zero_point)
