import jax
import jax.numpy as jnp

from grid import RADII


@jax.jit
def inner_profile(density, cutoff_radius):
    n_inner = int(jnp.sum(RADII < 1.0))  # expect: JXL104
    return density[:n_inner] * cutoff_radius
