import jax.numpy as jnp


class BasicWavefront:
    """Complex field of the light in the pupil plane."""

    def __init__(self, npix, diam, field=None):
        self.npix = npix
        self.diam = diam
        self.wavefront = jnp.ones((npix, npix), dtype=jnp.complex64) if field is None else field

    @property
    def pixelscale(self):
        return self.diam / self.npix

    def apply_phase(self, phase):
        """A new wavefront with the phase applied; this one is left as it was."""
        return BasicWavefront(self.npix, self.diam, self.wavefront * jnp.exp(1j * phase))

    @property
    def intensity(self):
        return jnp.abs(self.wavefront) ** 2
