import math

import jax.numpy as jnp


def nyquist_corner(mesh):
    """Largest |k| on the mesh: the corner of the Fourier cube."""
    return math.sqrt(3.0) * math.pi * mesh.grid / mesh.box_size


def k_bin_edges(k_max, width):
    n_bins = math.ceil(k_max / width)
    return jnp.linspace(0.0, n_bins * width, n_bins + 1)
