import jax
import numpy as np

from grid import RADII


@jax.jit
def inner_profile(density, cutoff_radius):
    n_inner = int(np.sum(RADII < 1.0))
    return density[:n_inner] * cutoff_radius
