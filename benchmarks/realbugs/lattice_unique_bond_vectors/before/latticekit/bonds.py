import jax.numpy as jnp

from latticekit.geometry import pair_displacements


def distinct_bond_count(frame, box, cutoff, resolution):
    """Number of distinct nearest-neighbour bond vectors in one frame, up to `resolution`."""
    displacements = pair_displacements(frame, box)
    distances = jnp.linalg.norm(displacements, axis=-1)
    bonded = (distances > 0.0) & (distances < cutoff)
    snapped = jnp.round(displacements / resolution) * resolution
    bonds = jnp.where(bonded[..., None], snapped, 0.0).reshape(-1, 3)
    distinct = jnp.unique(bonds, axis=0)  # expect: JXL106
    nonzero = jnp.any(distinct != 0.0, axis=1)
    return jnp.sum(nonzero)
