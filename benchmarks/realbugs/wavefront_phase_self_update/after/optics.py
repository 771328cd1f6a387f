import jax
import jax.numpy as jnp

from wavefront import BasicWavefront
from zernike import tip_tilt

NPIX = 32
pupil = BasicWavefront(NPIX, diam=1.0)


@jax.jit
def propagate(tip, tilt):
    """Point-spread function of the telescope for a tip/tilt aberration."""
    aberrated = pupil.apply_phase(tip_tilt(NPIX, tip, tilt))
    focal = jnp.fft.fftshift(jnp.fft.fft2(aberrated.wavefront))
    return jnp.abs(focal) ** 2
