import jax.numpy as jnp

from bbfit.constants import HC_OVER_K, WIEN_B


def planck(wavelength, temperature):
    """Spectral radiance B_lambda(T) up to a constant factor (wavelength in microns)."""
    x = HC_OVER_K / (wavelength * temperature)
    return 1.0 / (wavelength ** 5 * jnp.expm1(x))


def normalised_sed(wavelength, temperature):
    """Blackbody shape normalised at its Wien peak, so the amplitude parameter is the peak flux."""
    peak_wavelength = WIEN_B / temperature
    return planck(wavelength, temperature) / planck(peak_wavelength, temperature)
