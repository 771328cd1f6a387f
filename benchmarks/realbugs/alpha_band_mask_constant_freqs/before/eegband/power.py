import jax
import jax.numpy as jnp

from eegband.grid import band_mask

BANDS = {"theta": (4.0, 8.0), "alpha": (8.0, 13.0), "beta": (13.0, 30.0)}


@jax.jit
def band_power(epoch):
    """Mean periodogram power in each classical EEG band, for one 64-sample epoch."""
    periodogram = jnp.abs(jnp.fft.rfft(epoch)) ** 2 / epoch.shape[-1]
    powers = {}
    for name, (low, high) in BANDS.items():
        powers[name] = periodogram[band_mask(low, high)].mean()  # expect: JXL107
    return powers
