import jax
import jax.numpy as jnp

from sensorcal.diagnostics import report_drift


class Calibrator:
    """Tracks a slowly drifting sensor offset with an exponential moving average."""

    def __init__(self, channel, smoothing=0.2):
        self.channel = channel
        self.smoothing = smoothing
        self._update = jax.jit(self._update_offset)

    def _update_offset(self, offset, reading, reference):
        drift = jnp.mean(reading - reference) - offset
        report_drift(self.channel, drift)
        return offset + self.smoothing * drift

    def run(self, readings, reference):
        offset = jnp.zeros(())
        for reading in readings:
            offset = self._update(offset, reading, reference)
        return offset
