import numpy as np


def block_spectrum(frame):
    """Spectrum of a frame of 2B samples (one-sided)."""
    return np.fft.rfft(frame)  # expect: JXL401


def block_signal(spectrum):
    """Back to the time domain: the 2B samples of the circular convolution."""
    return np.fft.irfft(spectrum)  # expect: JXL401
