import jax
import jax.numpy as jnp

from ecgpulse.filters import highpass, running_max


class PulseDetector:
    """R peaks: local maxima of the high-passed signal above a fraction of its maximum, one per refractory window."""

    def __init__(self, fs=128, threshold_ratio=0.5, refractory_s=0.25):
        self.fs = fs
        self.threshold_ratio = threshold_ratio
        self.window = int(refractory_s * fs) | 1
        self.pulse = jax.jit(self._pulse)

    def is_peak(self, signal):
        clean = highpass(signal)
        threshold = self.threshold_ratio * jnp.max(clean)
        return (clean == running_max(clean, self.window)) & (clean > threshold)

    def _pulse(self, signal):
        peaks = self.is_peak(signal)
        index = jnp.arange(signal.shape[0])
        first = jnp.min(jnp.where(peaks, index, signal.shape[0]))
        last = jnp.max(jnp.where(peaks, index, -1))
        mean_rr = (last - first) / (jnp.sum(peaks) - 1) / self.fs
        return 60.0 / mean_rr
