import jax.numpy as jnp
import numpy as np

from popsynth.sed import catalogue_sed


def main():
    lg_age_table = jnp.linspace(6.0, 10.0, 9)
    wave = jnp.linspace(1000.0, 10000.0, 50)
    ssp_flux = jnp.exp(-wave[None, :] / (2000.0 * (lg_age_table[:, None] - 5.0)))
    lg_ages = jnp.array([7.25, 8.0, 9.6])
    seds = catalogue_sed(lg_ages, jnp.array([10.0, 10.5, 11.0]), lg_age_table, ssp_flux)
    expected_first = 1e10 * 0.5 * (ssp_flux[2] + ssp_flux[3])
    print("sed shape", seds.shape)
    assert np.allclose(np.asarray(seds[0]), np.asarray(expected_first), rtol=1e-4)


if __name__ == "__main__":
    main()
