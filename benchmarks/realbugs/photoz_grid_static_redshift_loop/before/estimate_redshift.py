import jax
import jax.numpy as jnp

from photoz.bands import band_fluxes
from photoz.fit import redshift_scan
from photoz.sed import rest_frame_sed


def mock_galaxy(redshift=1.2, temperature=0.6, dust=0.4, amplitude=50.0, snr=30.0, seed=0):
    clean = amplitude * band_fluxes(rest_frame_sed, redshift, temperature, dust)
    errors = clean / snr
    return clean + errors * jax.random.normal(jax.random.key(seed), clean.shape), errors


def main(true_redshift=1.2, z_grid=None):
    z_grid = jnp.linspace(0.2, 2.4, 12) if z_grid is None else z_grid
    observed, errors = mock_galaxy(true_redshift)
    chi2 = redshift_scan(observed, errors, z_grid)
    best = float(z_grid[jnp.argmin(chi2)])
    print(f"photometric redshift {best:.2f} (true {true_redshift}), min chi2 {float(chi2.min()):.1f}")
    return observed, errors, best


if __name__ == "__main__":
    main()
