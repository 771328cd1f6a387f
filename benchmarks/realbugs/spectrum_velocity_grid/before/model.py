import jax
import jax.numpy as jnp

from spec.response import rigid_rotation


@jax.jit
def observed_spectrum(nus, params):
    continuum = 1.0 - params["depth"] * jnp.exp(-0.5 * ((nus - params["centre"]) / params["width"]) ** 2)
    return rigid_rotation(nus, continuum, params["vsini"], 0.3, 0.2)
