from functools import partial

import jax
import jax.numpy as jnp

from liquids.geometry import pair_distances


@partial(jax.jit, static_argnames=("n_bins",))
def radial_distribution(positions, box_length, r_max, n_bins):
    r = pair_distances(positions, box_length)
    inside = (r > 0) & (r < r_max)
    counts, edges = jnp.histogram(r, bins=n_bins, range=(0.0, r_max), weights=inside.astype(r.dtype))
    shell_volume = 4.0 / 3.0 * jnp.pi * (edges[1:] ** 3 - edges[:-1] ** 3)
    n = positions.shape[0]
    density = n / box_length ** 3
    return 0.5 * (edges[1:] + edges[:-1]), counts / (n * density * shell_volume)
