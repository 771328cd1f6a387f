import jax
import jax.numpy as jnp
import numpy as np

from spec.grids import resolution_eslog, velocity_grid
from spec.response import rigid_rotation

NUS = np.geomspace(4000.0, 4100.0, 2000)
VR_ARRAY = velocity_grid(resolution_eslog(NUS), 100.0)


@jax.jit
def observed_spectrum(nus, params):
    continuum = 1.0 - params["depth"] * jnp.exp(-0.5 * ((nus - params["centre"]) / params["width"]) ** 2)
    return rigid_rotation(VR_ARRAY, continuum, params["vsini"], 0.3, 0.2)
