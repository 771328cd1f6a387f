"""Frequency-domain filters for real signals sampled at a fixed rate."""

import jax.numpy as jnp

from spectrolib.masks import band_mask, outside_band_mask


def _apply(signal, rate, mask_fn, low, high):
    spectrum = jnp.fft.rfft(signal)
    freqs = jnp.fft.rfftfreq(signal.shape[-1], d=1.0 / rate)
    return jnp.fft.irfft(jnp.where(mask_fn(freqs, low, high), spectrum, 0.0), n=signal.shape[-1])


def bandpass(signal, rate, low, high):
    return _apply(signal, rate, band_mask, low, high)


def notch(signal, rate, low, high):
    return _apply(signal, rate, outside_band_mask, low, high)
