"""A bank of FIR filters applied to one signal at a time."""
import jax
import jax.numpy as jnp


class FilterBank:
    def __init__(self, taps):
        self.taps = [jnp.asarray(t) for t in taps]

    def _filter_all(self, signal):
        return jnp.stack([jnp.convolve(signal, t, mode="same") for t in self.taps])

    def band_energies(self, signal):
        filtered = jax.jit(self._filter_all)(signal)  # expect: JXL502
        return jnp.sum(filtered ** 2, axis=1)
