import jax.numpy as jnp


def nyquist_corner(mesh):
    """Largest |k| on the mesh: the corner of the Fourier cube."""
    return jnp.sqrt(3.0) * jnp.pi * mesh.grid / mesh.box_size


def k_bin_edges(k_max, width):
    n_bins = jnp.ceil(k_max / width).astype(jnp.int32)
    return jnp.linspace(0.0, n_bins * width, n_bins + 1)  # expect: JXL106
