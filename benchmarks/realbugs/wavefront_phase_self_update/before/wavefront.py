import jax.numpy as jnp


class BasicWavefront:
    """Complex field of the light in the pupil plane."""

    def __init__(self, npix, diam):
        self.npix = npix
        self.diam = diam
        self.wavefront = jnp.ones((npix, npix), dtype=jnp.complex64)

    @property
    def pixelscale(self):
        return self.diam / self.npix

    def apply_phase(self, phase):
        self.wavefront = self.wavefront * jnp.exp(1j * phase)  # expect: JXL202

    @property
    def intensity(self):
        return jnp.abs(self.wavefront) ** 2
