import jax.numpy as jnp


def magnitudes_to_impulse(magnitudes):
    """Zero-phase frequency sampling: irfft of the band magnitudes, centred and Hann-windowed."""
    impulse = jnp.fft.irfft(magnitudes)
    size = impulse.shape[-1]
    impulse = jnp.roll(impulse, size // 2, axis=-1)
    return impulse * jnp.hanning(size)


def fft_convolve(signal, impulse):
    """Linear convolution by FFT, trimmed to the signal's length."""
    n = signal.shape[-1] + impulse.shape[-1] - 1
    out = jnp.fft.irfft(jnp.fft.rfft(signal, n) * jnp.fft.rfft(impulse, n), n)
    return out[..., : signal.shape[-1]]
