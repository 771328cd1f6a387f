import jax.numpy as jnp


class GreenhouseForcing:
    """CO2 radiative forcing (W/m^2) interpolated from a concentration record."""

    def __init__(self, years, co2_ppm, preindustrial_ppm=280.0):
        self.years = jnp.asarray(years, dtype=float)
        self.co2_ppm = jnp.asarray(co2_ppm, dtype=float)
        self.preindustrial_ppm = preindustrial_ppm

    def __call__(self, year):
        co2 = jnp.interp(year, self.years, self.co2_ppm)
        return 5.35 * jnp.log(co2 / self.preindustrial_ppm)


class VolcanicForcing:
    """Stratospheric aerosol forcing from an optical-depth record."""

    def __init__(self, years, optical_depth, efficacy=-20.0):
        self.years = jnp.asarray(years, dtype=float)
        self.optical_depth = jnp.asarray(optical_depth, dtype=float)
        self.efficacy = efficacy

    def __call__(self, year):
        return self.efficacy * jnp.interp(year, self.years, self.optical_depth)
