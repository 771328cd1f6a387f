import jax
import jax.numpy as jnp


class ECGPreprocessor:
    """Band-pass filtering, baseline removal and R-peak detection for single-lead ECG."""

    def __init__(self, fs=360, lowcut=0.5, highcut=40.0, max_beats=64):
        self.fs = fs
        self.lowcut = lowcut
        self.highcut = highcut
        self.max_beats = max_beats
        self.heart_rate = jax.jit(self._heart_rate)

    def bandpass_filter(self, signal):
        """Zero-phase band-pass as a mask on the real FFT."""
        spectrum = jnp.fft.rfft(signal)
        freqs = jnp.fft.rfftfreq(signal.shape[-1], d=1.0 / self.fs)
        mask = (freqs >= self.lowcut) & (freqs <= self.highcut)
        return jnp.fft.irfft(spectrum * mask, n=signal.shape[-1])

    def detect_r_peaks(self, signal):
        threshold = 0.5 * jnp.max(signal)
        is_peak = (signal > threshold) & (signal >= jnp.roll(signal, 1)) & (signal > jnp.roll(signal, -1))
        return jnp.where(is_peak)[0]  # expect: JXL106

    def _heart_rate(self, signal):
        filtered = self.bandpass_filter(signal)
        peaks = self.detect_r_peaks(filtered)
        rr = jnp.diff(peaks) / self.fs
        return 60.0 / jnp.mean(rr)
