import jax.numpy as jnp

# effective wavelength and width (Angstrom) of u g r i z y J H
BANDS = jnp.array([[3550.0, 600.0], [4750.0, 1400.0], [6200.0, 1400.0], [7700.0, 1500.0],
                   [9000.0, 1200.0], [10000.0, 800.0], [12500.0, 1600.0], [16500.0, 2800.0]])
WAVE = jnp.linspace(2500.0, 20000.0, 1500)


def transmissions():
    centre, width = BANDS[:, :1], BANDS[:, 1:]
    return jnp.exp(-0.5 * ((WAVE[None, :] - centre) / (0.5 * width)) ** 2)


def band_fluxes(sed, redshift, temperature, dust):
    """Observed-frame band fluxes of a rest-frame SED moved to `redshift`."""
    observed = sed(WAVE / (1.0 + redshift), temperature, dust) / (1.0 + redshift)
    t = transmissions()
    return (t @ observed) / t.sum(axis=1)
