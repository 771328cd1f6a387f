import jax.numpy as jnp

from bbfit.fit import fit_blackbody
from bbfit.physics import normalised_sed


def main():
    wavelength = jnp.linspace(0.3, 2.5, 12)
    flux = 3.0 * normalised_sed(wavelength, 5800.0)
    flux_err = 0.05 * flux + 0.01
    start = jnp.array([jnp.log(2.0), jnp.log(5000.0)])
    params, loss = fit_blackbody(start, wavelength, flux, flux_err, 1e-5, 300)
    print(f"T = {float(jnp.exp(params[1])):.0f} K, chi2 = {float(loss):.3f}")
    return params, loss


if __name__ == "__main__":
    main()
