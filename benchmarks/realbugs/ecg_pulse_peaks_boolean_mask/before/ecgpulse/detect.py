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
        peak_times = jnp.arange(signal.shape[0])[self.is_peak(signal)] / self.fs  # expect: JXL107
        rr = jnp.diff(peak_times)
        return 60.0 / jnp.mean(rr)
