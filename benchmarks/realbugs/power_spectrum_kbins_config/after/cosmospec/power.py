import jax
import jax.numpy as jnp

from cosmospec.binning import k_bin_edges, nyquist_corner
from cosmospec.config import MESH


def wavenumbers(mesh):
    k1d = 2.0 * jnp.pi * jnp.fft.fftfreq(mesh.grid, d=mesh.box_size / mesh.grid)
    kx, ky, kz = jnp.meshgrid(k1d, k1d, k1d, indexing="ij")
    return jnp.sqrt(kx**2 + ky**2 + kz**2)


@jax.jit
def power_spectrum(delta):
    delta_k = jnp.fft.fftn(delta) / MESH.grid**3
    edges = k_bin_edges(nyquist_corner(MESH), MESH.k_bin_width)
    index = jnp.digitize(wavenumbers(MESH).ravel(), edges) - 1
    n_bins = edges.shape[0] - 1
    power = jnp.zeros(n_bins).at[index].add(jnp.abs(delta_k.ravel()) ** 2, mode="drop")
    modes = jnp.zeros(n_bins).at[index].add(1.0, mode="drop")
    return 0.5 * (edges[1:] + edges[:-1]), power / jnp.maximum(modes, 1.0)
