import jax
import jax.numpy as jnp

from ddsp_synth.filters import fft_convolve, magnitudes_to_impulse


class FilteredNoiseSynth:
    """White noise shaped by an FIR filter whose magnitude response is a resonance at the note's pitch."""

    def __init__(self, sample_rate=16000, num_bands=129, bandwidth=60.0, decay=6.0):
        self.sample_rate = sample_rate
        self.band_freqs = jnp.linspace(0.0, sample_rate / 2, num_bands)
        self.bandwidth = bandwidth
        self.decay = decay

    def magnitudes(self, frequency):
        return jnp.exp(-0.5 * ((self.band_freqs - frequency) / self.bandwidth) ** 2)

    def render(self, key, frequency, num_samples):
        noise = jax.random.uniform(key, (num_samples,), minval=-1.0, maxval=1.0)
        shaped = fft_convolve(noise, magnitudes_to_impulse(self.magnitudes(frequency)))
        t = jnp.arange(num_samples) / self.sample_rate
        return shaped * jnp.exp(-self.decay * t)
