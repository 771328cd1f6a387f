import jax.numpy as jnp

from radtran import IsothermalAtmosphere, TransmissionSpectrum


def main():
    atmosphere = IsothermalAtmosphere(jnp.linspace(0.0, 60.0e3, 241), temperature=250.0,
                                      mean_molecular_mass=4.8e-26, gravity=9.81)
    spectrum = TransmissionSpectrum(atmosphere, band_center=3.3e-6, band_width=0.05e-6, peak_cross_section=2.0e-24)
    wavelength = jnp.linspace(3.0e-6, 3.6e-6, 121)
    return wavelength, spectrum(wavelength, 4.5e19)


if __name__ == "__main__":
    wavelength, transmission = main()
    print(f"band depth {1.0 - float(transmission.min()):.3f}")
