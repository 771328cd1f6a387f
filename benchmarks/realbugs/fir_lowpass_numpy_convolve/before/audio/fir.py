import jax
import jax.numpy as jnp
import numpy as np

from audio.design import windowed_sinc_lowpass


class LowpassFIR:
    """A linear-phase lowpass applied block by block, followed by a make-up gain in decibels."""

    def __init__(self, cutoff, sample_rate=44100, n_taps=101, gain_db=0.0):
        self.taps = jnp.asarray(windowed_sinc_lowpass(cutoff, sample_rate, n_taps))
        self.gain = 10.0 ** (gain_db / 20.0)
        self._process = jax.jit(self.process)

    def process(self, block):
        filtered = np.convolve(block, self.taps, mode="same")  # expect: JXL401
        return self.gain * jnp.clip(filtered, -1.0, 1.0)

    def __call__(self, block):
        return self._process(block)
