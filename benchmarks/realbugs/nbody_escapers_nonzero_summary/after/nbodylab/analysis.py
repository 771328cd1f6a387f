import jax.numpy as jnp

from nbodylab.physics import specific_energies


class EscaperReport:
    """Which bodies have become unbound, and how far out they are."""

    def __call__(self, positions, velocities, masses):
        unbound = specific_energies(positions, velocities, masses) > 0.0
        radii = jnp.linalg.norm(positions - positions.mean(axis=0), axis=1)
        num_escapers = jnp.sum(unbound)
        mean_radius = jnp.sum(radii, where=unbound) / jnp.maximum(num_escapers, 1)
        return {"num_escapers": num_escapers, "mean_escaper_radius": mean_radius}
