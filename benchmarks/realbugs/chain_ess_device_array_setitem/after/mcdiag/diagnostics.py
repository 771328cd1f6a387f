"""Convergence diagnostics for MCMC draws shaped (chains, draws)."""

import jax
import numpy as np


def _next_fast_len(n):
    length = 1
    while length < n:
        length *= 2
    return length


def autocorrelation(x, axis=0):
    n = x.shape[axis]
    padded = _next_fast_len(2 * n)
    centered = x - x.mean(axis=axis, keepdims=True)
    spectrum = np.fft.rfft(centered, n=padded, axis=axis)
    acov = np.fft.irfft(spectrum * np.conjugate(spectrum), n=padded, axis=axis)
    acov = np.take(acov, np.arange(n), axis=axis)
    return acov / np.take(acov, [0], axis=axis)


def autocovariance(x, axis=0):
    return autocorrelation(x, axis=axis) * x.var(axis=axis, keepdims=True)


def effective_sample_size(x):
    """Effective sample size of `x`, shaped (chains, draws, ...), after Gelman et al. (BDA3, 11.5)."""
    # the draws may live on a device; the computation below updates arrays in place
    x = jax.device_get(x)
    num_chains, num_samples = x.shape[0], x.shape[1]
    gamma_k_c = autocovariance(x, axis=1)
    mean_var = np.mean(gamma_k_c[:, 0] * num_samples / (num_samples - 1), axis=0)
    var_plus = mean_var * (num_samples - 1) / num_samples
    if num_chains > 1:
        var_plus = var_plus + np.var(x.mean(axis=1), axis=0, ddof=1)
    rho_k = 1.0 - (mean_var - gamma_k_c.mean(axis=0)) / var_plus
    pairs = rho_k[:-1:2] + rho_k[1::2]
    pairs[1:] = np.minimum.accumulate(np.clip(pairs[1:], 0.0, None), axis=0)
    tau = -1.0 + 2.0 * np.sum(pairs, axis=0)
    return num_chains * num_samples / tau
