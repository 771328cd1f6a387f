import jax
import jax.numpy as jnp

from synphot_lite import ab_magnitude, band_flux, top_hat

WAVELENGTH = jnp.linspace(0.3, 2.5, 600)  # microns
BANDS = {"g": (0.48, 0.14), "r": (0.62, 0.14), "i": (0.76, 0.15), "J": (1.25, 0.16), "K": (2.2, 0.3)}


def planck_jansky(temperature, log_scale):
    """Blackbody flux density (Jy) for a temperature (K) and a log10 dilution factor (R / d)^2."""
    nu_14 = 2.998 / WAVELENGTH  # frequency in units of 1e14 Hz
    b_nu = 1.4744e-8 * nu_14**3 / jnp.expm1(1.4388e4 / (WAVELENGTH * temperature))  # W / (m^2 Hz sr)
    return jnp.pi * b_nu * 1e26 * 10.0**log_scale


def magnitudes(params):
    spectrum = planck_jansky(params[0], params[1])
    return jnp.stack([ab_magnitude(band_flux(WAVELENGTH, spectrum, top_hat(WAVELENGTH, *band)))
                      for band in BANDS.values()])


def main(iterations=300):
    observed = magnitudes(jnp.array([5800.0, -18.0]))
    chi2 = jax.jit(jax.value_and_grad(lambda p: jnp.sum((magnitudes(p) - observed) ** 2 / 0.02**2)))
    params = jnp.array([5000.0, -18.2])
    scale = jnp.array([50.0, 0.01])
    for _ in range(iterations):
        value, grad = chi2(params)
        params = params - scale * grad / (1.0 + jnp.abs(grad))
    return params, value


if __name__ == "__main__":
    params, value = main()
    print(f"T_eff {float(params[0]):.0f} K, chi2 {float(value):.2f}")
