import jax.numpy as jnp

from nbodylab.physics import specific_energies


class EscaperReport:
    """Which bodies have become unbound, and how far out they are."""

    def __call__(self, positions, velocities, masses):
        unbound = specific_energies(positions, velocities, masses) > 0.0
        escapers = jnp.nonzero(unbound)[0]  # expect: JXL106
        radii = jnp.linalg.norm(positions[escapers] - positions.mean(axis=0), axis=1)
        return {"num_escapers": escapers.size, "mean_escaper_radius": jnp.mean(radii)}
