import jax.numpy as jnp
import numpy as np


class GreenhouseForcing:
    """CO2 radiative forcing (W/m^2) interpolated from a concentration record."""

    def __init__(self, years, co2_ppm, preindustrial_ppm=280.0):
        self.years = np.asarray(years, dtype=float)
        self.co2_ppm = np.asarray(co2_ppm, dtype=float)
        self.preindustrial_ppm = preindustrial_ppm

    def __call__(self, year):
        co2 = np.interp(year, self.years, self.co2_ppm)  # expect: JXL401
        return 5.35 * jnp.log(co2 / self.preindustrial_ppm)


class VolcanicForcing:
    """Stratospheric aerosol forcing from an optical-depth record."""

    def __init__(self, years, optical_depth, efficacy=-20.0):
        self.years = np.asarray(years, dtype=float)
        self.optical_depth = np.asarray(optical_depth, dtype=float)
        self.efficacy = efficacy

    def __call__(self, year):
        return self.efficacy * np.interp(year, self.years, self.optical_depth)  # expect: JXL401
