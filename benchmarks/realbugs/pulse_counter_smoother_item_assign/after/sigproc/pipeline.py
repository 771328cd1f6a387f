import jax.numpy as jnp

from sigproc.filters import ExponentialSmoother


class PulseCounter:
    """Counts detector pulses: subtract a slow baseline, smooth, threshold rising edges."""

    def __init__(self, baseline_decay, smoothing_decay, threshold):
        self.baseline = ExponentialSmoother(baseline_decay)
        self.smoother = ExponentialSmoother(smoothing_decay)
        self.threshold = threshold

    def count(self, trace):
        signal = self.smoother.apply(trace - self.baseline.apply(trace))
        above = signal > self.threshold
        return int(jnp.sum(above[1:] & ~above[:-1]))
