import jax.numpy as jnp


def block_spectrum(frame):
    """Spectrum of a frame of 2B samples (one-sided)."""
    return jnp.fft.rfft(frame)


def block_signal(spectrum):
    """Back to the time domain: the 2B samples of the circular convolution."""
    return jnp.fft.irfft(spectrum)
