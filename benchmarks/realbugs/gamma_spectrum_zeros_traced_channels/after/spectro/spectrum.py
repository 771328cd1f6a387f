import jax
import jax.numpy as jnp


class PulseHeightSpectrum:
    """Counts per channel from a list of deposited energies."""

    def __init__(self, detector, channel_width_kev, max_energy_kev):
        self.detector = detector
        self.channel_width = channel_width_kev
        self.n_channels = int(max_energy_kev / channel_width_kev) + 1
        self._histogram = jax.jit(self.histogram)

    def histogram(self, energies, key):
        measured = self.detector.measure(energies, key)
        channels = jnp.clip(measured / self.channel_width, 0, self.n_channels - 1).astype(jnp.int32)
        counts = jnp.zeros(self.n_channels)
        return counts.at[channels].add(1.0)

    def __call__(self, energies, key):
        return self._histogram(energies, key)
