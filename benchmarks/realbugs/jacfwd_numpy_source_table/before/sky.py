import jax.numpy as jnp
import numpy as np

SOURCE_RADEC = np.array([[0.10, -0.20], [0.05, 0.30], [-0.25, 0.15]])


def visibilities(params, uvw):
    brightest = jnp.argmax(params["stokes"])
    ra, dec = SOURCE_RADEC[brightest]  # expect: JXL401
    phase = 2 * jnp.pi * (uvw[:, 0] * ra + uvw[:, 1] * dec)
    return params["stokes"][brightest] * jnp.exp(1j * phase)
