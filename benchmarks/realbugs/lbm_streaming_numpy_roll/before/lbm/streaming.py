import jax.numpy as jnp
import numpy as np


def stream(f, lattice):
    """Move each population one node along its velocity (periodic in both directions)."""
    moved = []
    for i, (cx, cy) in enumerate(lattice.velocities):
        moved.append(np.roll(f[..., i], shift=(cx, cy), axis=(0, 1)))  # expect: JXL401
    return jnp.stack(moved, axis=-1)


def bounce_back(f, solid, lattice):
    """Full-way bounce-back: populations arriving at a solid node are sent back where they came from."""
    return jnp.where(solid[..., None], f[..., jnp.array(lattice.opposite)], f)
