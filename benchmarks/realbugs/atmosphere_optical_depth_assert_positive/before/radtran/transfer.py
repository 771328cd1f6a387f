import jax
import jax.numpy as jnp


class TransmissionSpectrum:
    """Vertical transmission exp(-sigma(lambda) N) of an absorber with a Gaussian band."""

    def __init__(self, atmosphere, band_center, band_width, peak_cross_section):
        self.atmosphere = atmosphere
        self.band_center = band_center
        self.band_width = band_width
        self.peak = peak_cross_section
        self._transmission = jax.jit(self.transmission)

    def cross_section(self, wavelength):
        return self.peak * jnp.exp(-0.5 * ((wavelength - self.band_center) / self.band_width) ** 2)

    def transmission(self, wavelength, surface_density):
        column = self.atmosphere.column(self.atmosphere.number_density(surface_density))
        return jnp.exp(-self.cross_section(wavelength) * column)

    def __call__(self, wavelength, surface_density):
        return self._transmission(wavelength, surface_density)
