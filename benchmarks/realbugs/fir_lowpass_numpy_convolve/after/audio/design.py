import numpy as np


def windowed_sinc_lowpass(cutoff, sample_rate, n_taps=101):
    """Lowpass FIR taps: a sinc at the normalised cutoff, Hamming-windowed, scaled to unit gain at DC."""
    n = np.arange(n_taps) - (n_taps - 1) / 2
    taps = np.sinc(2 * cutoff / sample_rate * n) * np.hamming(n_taps)
    return taps / np.sum(taps)
