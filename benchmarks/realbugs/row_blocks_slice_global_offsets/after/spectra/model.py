import jax
import jax.numpy as jnp

from spectra.layout import BAND_OFFSETS, NUM_BANDS, NUM_COLS


@jax.jit
def band_amplitudes(par_log):
    log_amp = jnp.zeros((NUM_BANDS, NUM_COLS))
    amp = jnp.zeros((NUM_BANDS, NUM_COLS))
    for i in range(NUM_BANDS):
        block = par_log[BAND_OFFSETS[i]:BAND_OFFSETS[i + 1]]
        log_amp = log_amp.at[i, :].set(block)
        amp = amp.at[i, :].set(10 ** block)
    return log_amp, amp


def model_flux(par_log, templates):
    _, amp = band_amplitudes(par_log)
    return jnp.einsum("bc,bcw->w", amp, templates)
